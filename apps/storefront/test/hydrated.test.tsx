/**
 * A control is disabled in the HTML built ahead and in the render that hydrates it, and
 * enabled once React has it; a form is sent by POST whatever a page asks.
 */
import { act } from "@testing-library/react"
import { flushSync } from "react-dom"
import { createRoot, hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { Button, Form } from "../src/ui/Form.tsx"
import { StatefulButton } from "../src/ui/StatefulButton.tsx"
import { useHydrated } from "../src/ui/useHydrated.ts"

const Probe = () => <output>{useHydrated() ? "hydrated" : "HTML"}</output>

const page = (
  <Form aria-label="Sign in" onSubmit={(event) => event.preventDefault()}>
    <Probe />
    <input name="password" type="password" />
    <Button type="submit">Sign in</Button>
    <Button type="button" disabled>Later</Button>
    <StatefulButton state="initial" />
  </Form>
)

const buttons = (root: ParentNode) => [...root.querySelectorAll("button")].map((button) => `${button.textContent} ${button.disabled ? "disabled" : "enabled"}`)

describe("useHydrated, Form and Button", () => {
  it("are false, disabled and POST in the HTML built ahead", () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(page)
    expect(container.querySelector("output")!.textContent).toBe("HTML")
    expect(buttons(container)).toEqual(["Sign in disabled", "Later disabled", "Save disabled"])
    expect(container.querySelector("form")!.getAttribute("method")).toBe("post")
  })

  it("the hydrating render matches the HTML, then everything not disabled by the page is enabled", async () => {
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = renderToString(page)
    const mismatches: Array<unknown> = []
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) }))
    expect(mismatches).toEqual([])
    expect(container.querySelector("output")!.textContent).toBe("hydrated")
    expect(buttons(container)).toEqual(["Sign in enabled", "Later disabled", "Save enabled"])
    expect(container.querySelector("form")!.getAttribute("method")).toBe("post")
    act(() => root.unmount())
    container.remove()
  })

  it("are true and enabled at once in a render in the browser", () => {
    const container = document.body.appendChild(document.createElement("div"))
    const root = createRoot(container)
    flushSync(() => root.render(page))
    expect(container.querySelector("output")!.textContent).toBe("hydrated")
    expect(buttons(container)).toEqual(["Sign in enabled", "Later disabled", "Save enabled"])
    act(() => root.unmount())
    container.remove()
  })
})
