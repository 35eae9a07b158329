import { afterEach, describe, expect, it } from "vitest"
import { documentBrowserData } from "../src/browser/BrowserData.ts"

const clearCookies = () => {
  for (const name of document.cookie.split(";").map((pair) => pair.split("=")[0]!.trim()).filter(Boolean)) {
    document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

afterEach(async () => {
  await Promise.resolve()
  clearCookies()
  localStorage.clear()
})

describe("documentBrowserData: the cookies read kept for one run of script", () => {
  it("reads document.cookie once per run: a change made around it shows after the run's microtasks", async () => {
    document.cookie = "a=1; Path=/"
    expect(documentBrowserData.readCookies()).toContain("a=1")
    document.cookie = "b=2; Path=/"
    expect(documentBrowserData.readCookies()).not.toContain("b=2")
    await Promise.resolve()
    expect(documentBrowserData.readCookies()).toContain("b=2")
  })

  it("reads back its own cookie write at once", async () => {
    expect(documentBrowserData.readCookies()).not.toContain("written=")
    documentBrowserData.writeCookie("written=yes; Path=/")
    expect(documentBrowserData.readCookies()).toContain("written=yes")
  })

  it("reads local storage each time", () => {
    localStorage.setItem("k", "1")
    expect(documentBrowserData.getItem("k")).toBe("1")
    localStorage.setItem("k", "2")
    expect(documentBrowserData.getItem("k")).toBe("2")
    documentBrowserData.setItem("k", "3")
    expect(documentBrowserData.getItem("k")).toBe("3")
    expect(documentBrowserData.getItem("missing")).toBeNull()
  })
})
