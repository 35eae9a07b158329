/**
 * The cookie-backed hooks on a server: given the request's cookies (the provider's
 * `cookies`), a server render shows the selected store, the stored ship-to country and
 * the visitor's country, and the browser hydrates that HTML without a mismatch, then
 * shows what only it has (the store's details from local storage).
 */
import { encodeUPrefCookie, localDataKeys } from "@outfitter/domain"
import { cookieJarFetch, setDocumentCookies } from "@outfitter/fixtures/testing"
import { OutfitterProvider, useBankRefundCountry, useSelectedStore, useUPref } from "@outfitter/react-hooks"
import { waitFor } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { hookCookies } from "../src/server.ts"
import { fixtureApiRoot, hydrateOver, physicalStore } from "./support/outfitter.ts"

const store = physicalStore("10042", "ACF", "Easton Town Center")

const Saved = () => {
  const { cookie, store: details } = useSelectedStore({ pageBrand: "acf" })
  const { pref } = useUPref()
  const country = useBankRefundCountry("US")
  const storeId = cookie?._tag === "Store" ? cookie.storeId : "none"
  return <p>{`store ${storeId} (${details?.name ?? "no details"}), ship to ${pref.shipTo ?? "default"}, refund country ${country}`}</p>
}

const config = { apiRoot: fixtureApiRoot, fetch: cookieJarFetch({ cookies: {} }).fetch }
const page = (cookies?: string) => <OutfitterProvider config={config} {...(cookies === undefined ? {} : { cookies })}><Saved /></OutfitterProvider>

/** The request's cookies: the session's and the three the hooks read. */
const request = `userType=R; WC_PERSISTENT=10051; selectedStore=10042; uPref=${encodeUPrefCookie({ shipTo: "CA" })}; geoLocation=JP:13:100-0001`

describe("OutfitterProvider's cookies", () => {
  it("a server render shows the request's selected store, ship-to country and visitor's country", () => {
    const html = renderToString(page(hookCookies(request)))
    expect(html).toContain("store 10042 (no details), ship to CA, refund country JP")
  })

  it("without them a server render shows no cookie (the hooks' server default)", () => {
    expect(renderToString(page())).toContain("store none (no details), ship to default, refund country other")
  })

  it("the browser hydrates that HTML with no mismatch, then shows the store's details from local storage", async () => {
    const cookies = hookCookies(request)
    const html = renderToString(page(cookies))
    // the browser has the same cookies, and the details it saved when the store was chosen
    setDocumentCookies({ selectedStore: "10042", uPref: encodeUPrefCookie({ shipTo: "CA" }), geoLocation: "JP:13:100-0001" })
    localStorage.setItem(localDataKeys.selectedStore, JSON.stringify(store))
    const { container, mismatches } = hydrateOver(html, page(cookies))
    await waitFor(() => expect(container.textContent).toBe("store 10042 (Easton Town Center), ship to CA, refund country JP"))
    expect(mismatches).toEqual([])
  })

  it("hydrating HTML rendered from other cookies than the provider is given is a mismatch React reports (so the check above can fail)", async () => {
    const html = renderToString(page(hookCookies(request)))
    const { mismatches } = hydrateOver(html, page())
    await waitFor(() => expect(mismatches.length).toBeGreaterThan(0))
  })
})
