/**
 * What a visitor does in a page's HTML while React hydrates it (src/holdInput.ts): a
 * page, server-rendered, hydrated here with part of it held back (a Suspense boundary
 * whose code or data is not there yet), which is what a slow phone sees between the app's
 * start and the page's hydration.
 */
import { Suspense, use, useState } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { holdUntilHydrated } from "../src/holdInput.ts"

/** A promise React reads at once (as if it had already resolved): the server's data. */
const settled: PromiseLike<void> = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined })

/** A promise the test settles: the part's code or data on its way. */
const gate = () => {
  let open = () => {}
  const promise = new Promise<void>((resolve) => (open = resolve))
  return { promise, open }
}

type Calls = { searched: Array<string>; located: number; keys: Array<string> }

const Search = ({ ready, calls }: { ready: PromiseLike<void>; calls: Calls }) => {
  use(ready)
  const [zip, setZip] = useState("")
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        calls.searched.push(zip)
      }}
    >
      <label>
        Zip
        <input name="zip" value={zip} onChange={(event) => setZip(event.target.value)} />
      </label>
      <button type="submit">Search</button>
      <button type="button" onClick={() => (calls.located += 1)} onKeyDown={(event) => calls.keys.push(event.key)}>
        Use my current location
      </button>
    </form>
  )
}

const Later = ({ ready }: { ready: PromiseLike<void> }) => {
  use(ready)
  return <p>Nearby offers</p>
}

const Page = (props: { search: PromiseLike<void>; later: PromiseLike<void>; calls: Calls }) => (
  <main>
    <h1>Stores</h1>
    <Suspense fallback={<p>Loading</p>}>
      <Search ready={props.search} calls={props.calls} />
    </Suspense>
    <Suspense fallback={<p>Loading</p>}>
      <Later ready={props.later} />
    </Suspense>
  </main>
)

const hasKey = (element: Element, prefix: string) => Object.keys(element).some((key) => key.startsWith(prefix))

/** Whether React has hydrated `element`: its fiber's key is named after the root's (a form does not list it among its keys here). */
const hydrated = (element: Element) => {
  const container = Object.keys(root).find((key) => key.startsWith("__reactContainer$"))
  return container !== undefined && container.replace("__reactContainer$", "__reactFiber$") in element
}

let root: HTMLElement
let reactRoot: Root | undefined
let calls: Calls

beforeEach(() => {
  // hydration here is React's own scheduling, as in a browser, not act()'s
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
  calls = { searched: [], located: 0, keys: [] }
  root = document.createElement("div")
  root.innerHTML = renderToString(<Page search={settled} later={settled} calls={calls} />)
  document.body.append(root)
})

afterEach(() => {
  reactRoot?.unmount()
  reactRoot = undefined
  root.remove()
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

/** Hydrates the page as main.tsx does, and starts the hold's release at the first commit. */
const hydrate = async (search: PromiseLike<void>, later: PromiseLike<void>, whenHydrated: () => void) => {
  reactRoot = hydrateRoot(root, <Page search={search} later={later} calls={calls} />)
  await vi.waitFor(() => expect(hydrated(root.querySelector("h1")!)).toBe(true))
  whenHydrated()
}

/**
 * "43215" typed in the zip field before React hydrates the page; then the page hydrated
 * but for its later part, so the hold is not released yet.
 */
const typedBeforeHydration = async () => {
  const whenHydrated = holdUntilHydrated(root)
  const input = root.querySelector("input")!
  input.value = "43215"
  input.dispatchEvent(new Event("input", { bubbles: true }))
  const later = gate()
  await hydrate(settled, later.promise, whenHydrated)
  await vi.waitFor(() => expect(hydrated(root.querySelector("form")!) && hydrated(input)).toBe(true))
  return { input, later }
}

describe("what the visitor does while the page hydrates", () => {
  it("a button clicked after React listens but before its part is hydrated is clicked once, when it is", async () => {
    const whenHydrated = holdUntilHydrated(root)
    const search = gate()
    await hydrate(search.promise, settled, whenHydrated)
    const button = [...root.querySelectorAll("button")].find((element) => element.textContent === "Use my current location")!
    expect(hasKey(root, "__reactContainer$")).toBe(true)
    expect(hydrated(button)).toBe(false)

    button.click()
    // React could not hydrate the button's part (its code is not there) and would have
    // dropped the click
    expect(calls.located).toBe(0)

    search.open()
    await vi.waitFor(() => expect(calls.located).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls.located).toBe(1)
  })

  it("a key pressed on an element of a part not hydrated yet reaches React once, when the part is", async () => {
    const whenHydrated = holdUntilHydrated(root)
    const search = gate()
    await hydrate(search.promise, settled, whenHydrated)
    const button = [...root.querySelectorAll("button")].find((element) => element.textContent === "Use my current location")!
    expect(hydrated(button)).toBe(false)

    button.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true }))
    expect(calls.keys).toEqual([])

    search.open()
    await vi.waitFor(() => expect(calls.keys).toEqual(["ArrowRight"]))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls.keys).toEqual(["ArrowRight"])
    expect(calls.located).toBe(0)
  })

  it("a form React has hydrated, with a field typed before, is submitted once with what was typed", async () => {
    const { input, later } = await typedBeforeHydration()

    root.querySelector("form")!.requestSubmit()
    // React's state is still the HTML's empty field: it must not see this submit
    expect(calls.searched).toEqual([])

    // the rest of the page hydrates: the field's value is replayed, then the form submitted
    later.open()
    await vi.waitFor(() => expect(calls.searched).toEqual(["43215"]))
    expect(input.value).toBe("43215")
  })

  it("a field typed in before React hydrated it keeps what was typed when the visitor leaves it after", async () => {
    const { input, later } = await typedBeforeHydration()

    // the browser's change as the visitor moves to the next field: the visitor's own (a
    // browser's event is trusted; this DOM has no such flag, so it is set here), and no
    // change to React, which took "43215" as the field's value when it hydrated it
    const leave = new Event("change", { bubbles: true })
    Object.defineProperty(leave, "isTrusted", { value: true })
    input.dispatchEvent(leave)

    root.querySelector("form")!.requestSubmit()
    expect(calls.searched).toEqual([])
    later.open()
    await vi.waitFor(() => expect(calls.searched).toEqual(["43215"]))
    expect(input.value).toBe("43215")
  })

  it("a form React has whole is React's at once", async () => {
    const whenHydrated = holdUntilHydrated(root)
    const later = gate()
    await hydrate(settled, later.promise, whenHydrated)
    await vi.waitFor(() => expect(hydrated(root.querySelector("form")!)).toBe(true))

    root.querySelector("form")!.requestSubmit()
    expect(calls.searched).toEqual([""])
    later.open()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(calls.searched).toEqual([""])
  })
})
