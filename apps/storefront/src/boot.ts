/**
 * The page's script: starts the storefront (main.tsx) once the browser has shown the
 * page's HTML, and keeps what the visitor does before React has taken the page over.
 *
 * A page built ahead (server/prerender.ts) is whole in its HTML, and its HTML names every
 * chunk main.tsx needs (`modulepreload`), so they are fetched while the HTML is parsed. A
 * module script runs as soon as the document is parsed and its chunks are there, which on
 * a fast connection is before the first frame: the visitor would then see nothing until
 * React, the app and the page had been evaluated and hydrated. So main.tsx, its chunks
 * already fetched, is evaluated once the page's first content is on screen (the
 * `first-contentful-paint` entry of the Paint Timing API; where the browser has none, the
 * task after the first frame). A page with nothing in its HTML (an address outside the
 * route map, the dev server) or a tab in the background (which draws no frame until it is
 * shown) starts at once.
 *
 * Until every element of the page is hydrated (main.tsx's `interactive` is the app's first
 * commit; what sits in a Suspense boundary, such as the page, is hydrated after it) the
 * visitor can already type, choose and submit in the HTML:
 * - a form submitted is held, not sent by the browser (that would load another page and
 *   lose what was typed), and submitted again once the page is hydrated;
 * - a button clicked before React listens on the page is clicked again once the page is
 *   hydrated;
 * - a field, text area or list of the HTML that the visitor changed before React had it
 *   (or the browser did, restoring a form as the page loaded) is replayed to React as the
 *   visitor's own input, with what they left in it, once the page is hydrated: React takes
 *   the HTML's values for its state when it hydrates, not the ones typed, and puts a list
 *   back to its state. Controls React renders itself are never touched.
 * What was typed is kept in memory until it is replayed, then dropped: never stored, sent
 * or logged.
 */
const root = document.getElementById("root")

const afterFirstPaint = (then: () => void) => {
  if (!PerformanceObserver.supportedEntryTypes.includes("paint")) {
    requestAnimationFrame(() => setTimeout(then, 0))
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return
    observer.disconnect()
    setTimeout(then, 0)
  })
  observer.observe({ type: "paint", buffered: true })
}

/** Whether React has reached an element (it keeps its fiber on it). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"))

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const unchangedTypes = new Set(["button", "file", "hidden", "image", "reset", "submit"])

/**
 * A control of the HTML whose value (or checked state, or selection) is no longer the
 * HTML's. A list whose HTML selects no option is left alone: the browser shows its first,
 * which is no change of the visitor's.
 */
const changedFromHtml = (control: Control): boolean => {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options]
    return options.some((option) => option.defaultSelected) && options.some((option) => option.selected !== option.defaultSelected)
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue
  if (unchangedTypes.has(control.type)) return false
  if (control.type === "checkbox" || control.type === "radio") return control.checked !== control.defaultChecked
  return control.value !== control.defaultValue
}

/**
 * What the visitor left in a control changed before React hydrated it, and how to tell
 * React of it as the browser would have. Every change is read before any is replayed: a
 * replayed change renders its component again, and React then puts the controls it has
 * not been told of back to its state. React compares a field's value with the last one it
 * saw (the HTML's), so that one is put back through React's own setter and the visitor's
 * set again through the element's.
 */
const changeOf = (control: Control): (() => void) => {
  if (control instanceof HTMLSelectElement) {
    const selected = [...control.options].map((option) => option.selected)
    return () => {
      for (const [index, option] of [...control.options].entries()) option.selected = selected[index] ?? false
      control.dispatchEvent(new Event("change", { bubbles: true }))
    }
  }
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
    const checked = control.checked
    return () => {
      control.checked = control.defaultChecked
      Object.getOwnPropertyDescriptor(prototype, "checked")?.set?.call(control, checked)
      control.dispatchEvent(new Event("click", { bubbles: true }))
    }
  }
  const value = control.value
  return () => {
    control.value = control.defaultValue
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value)
    control.dispatchEvent(new Event("input", { bubbles: true }))
  }
}

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement

const holdUntilHydrated = (page: HTMLElement) => {
  const heldForms = new Set<HTMLFormElement>()
  // each control the visitor changed while React did not have it yet, and what they left
  // in it then: read at the time, as React puts a control it has not been told of back to
  // its state when it renders the control's component again (another field's change does)
  const changes = new Map<Control, () => void>()
  // and those the browser changed with no event (a form it restored on going back), read
  // now, while every control is the HTML's
  for (const control of page.querySelectorAll<Control>("input, textarea, select")) {
    if (changedFromHtml(control)) changes.set(control, changeOf(control))
  }
  let holding = true
  const holdSubmit = (event: SubmitEvent) => {
    if (!holding) return
    event.preventDefault()
    if (event.target instanceof HTMLFormElement) heldForms.add(event.target)
  }
  const noteChange = (event: Event) => {
    if (!holding || !isControl(event.target)) return
    if (!isHydrated(event.target)) changes.set(event.target, changeOf(event.target))
    // React had it and saw this one: the visitor's change, not a script's (a test driver's
    // list choice sends its change event a moment after its input event, and by then React
    // may have hydrated the list and put it back to its state)
    else if (event.isTrusted) changes.delete(event.target)
  }
  // a button's click (a submit button's is the form's submit, held above) before React
  // listens on the page (hydrateRoot puts its listeners and its container key on the root
  // together): React never sees it, so the button is clicked again once the page is
  // hydrated. A click after that is React's: it hydrates the button at once and handles it.
  const heldClicks = new Set<HTMLButtonElement>()
  const reactListens = () => Object.keys(page).some((key) => key.startsWith("__reactContainer$"))
  const holdClick = (event: MouseEvent) => {
    if (!holding || reactListens() || !(event.target instanceof Element)) return
    const button = event.target.closest("button")
    if (button !== null && button.type === "button" && page.contains(button)) heldClicks.add(button)
  }
  document.addEventListener("submit", holdSubmit, true)
  document.addEventListener("input", noteChange, true)
  document.addEventListener("change", noteChange, true)
  document.addEventListener("click", holdClick, true)
  const release = () => {
    holding = false
    document.removeEventListener("submit", holdSubmit, true)
    document.removeEventListener("input", noteChange, true)
    document.removeEventListener("change", noteChange, true)
    document.removeEventListener("click", holdClick, true)
    for (const [control, replay] of changes) if (control.isConnected) replay()
    changes.clear()
    // after the commit of what was replayed
    setTimeout(() => {
      for (const button of heldClicks) if (button.isConnected) button.click()
      heldClicks.clear()
      for (const form of heldForms) if (form.isConnected) form.requestSubmit()
      heldForms.clear()
    }, 0)
  }
  // from the app's first commit, each frame until every element is hydrated (at most
  // about 5 s: an element React never reaches must not hold the forms for ever)
  return () => {
    let frames = 300
    const check = () => {
      if (--frames > 0 && ![...page.querySelectorAll("*")].every(isHydrated)) requestAnimationFrame(check)
      else release()
    }
    check()
  }
}

const whenHydrated = root === null ? () => {} : holdUntilHydrated(root)

let started = false
const start = () => {
  if (started) return
  started = true
  import("./main.tsx")
    .then((main) => main.interactive)
    .then(whenHydrated)
    .catch((error: unknown) => console.error(error))
}

if (root?.dataset["prerendered"] === undefined || document.visibilityState === "hidden") start()
else {
  afterFirstPaint(start)
  document.addEventListener("visibilitychange", start, { once: true })
}
