/**
 * What the visitor does in a page's HTML before React has taken the page over (src/boot.ts
 * starts the app once the HTML is painted).
 *
 * Until every element of the page is hydrated (main.tsx's `interactive` is the app's first
 * commit; what sits in a Suspense boundary, such as the page, is hydrated after it) the
 * visitor can already type, choose and submit in the HTML:
 * - a form submitted before React has it whole is held, not sent by the browser (that
 *   would load another page and lose what was typed) nor shown to React (which would
 *   handle it with the HTML's values), and submitted again once the page is hydrated;
 * - a button clicked, or a key pressed on an element (a tab, a button), before React has
 *   hydrated it is given to React again once the page is hydrated;
 * - a field, text area or list of the HTML that the visitor changed before React took the
 *   change (or the browser did, restoring a form as the page loaded) is replayed to React as the
 *   visitor's own input, with what they left in it, once the page is hydrated: React takes
 *   the HTML's values for its state when it hydrates, not the ones typed, and puts a list
 *   back to its state. Controls React renders itself are never touched.
 * What was typed is kept in memory until it is replayed, then dropped: never stored, sent
 * or logged.
 */

const containerPrefix = "__reactContainer$"

/**
 * Whether React has reached an element of `page`, the element it hydrates into. React keeps
 * its fiber on each element it has, under `__reactFiber$` and a random suffix, the same as
 * that of the key it puts on `page` in hydrateRoot (`__reactContainer$…`, with its event
 * listeners): before that it has none. Looked up by name, as an element may not list it
 * among its keys (a form whose fields are its properties).
 */
const hydrationOf = (page: HTMLElement) => {
  let fiberKey: string | undefined
  const reactListens = () => {
    fiberKey ??= Object.keys(page).find((key) => key.startsWith(containerPrefix))?.replace(containerPrefix, "__reactFiber$")
    return fiberKey !== undefined
  }
  return { reactListens, isHydrated: (element: Element) => reactListens() && fiberKey! in element }
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const unchangedTypes = new Set(["button", "file", "hidden", "image", "reset", "submit"])

/** A box or a round button: what the visitor changes in it is whether it is checked. */
const isCheckable = (control: Control): control is HTMLInputElement & { type: "checkbox" | "radio" } =>
  control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")

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
  if (isCheckable(control)) return control.checked !== control.defaultChecked
  return control.value !== control.defaultValue
}

/**
 * What the visitor left in a control changed before React took the change, and how to tell
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
  if (isCheckable(control)) {
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

/**
 * Whether React will see a change in this event on `control`, read before React's root
 * has the event. React tells a field's or a box's change from an event that changes
 * nothing by the value it last saw, which it keeps on the element (`_valueTracker`) from
 * the moment it hydrates it, and it takes that value from the element as it is then: a
 * value the visitor typed before is React's last seen, so the event that follows (the
 * field's `change` as the visitor leaves it, another key) is no change to React, and React
 * keeps its state (the HTML's) and puts it back in the field at its next render. A list's
 * change React takes whenever it has the list.
 */
const reactSeesChange = (control: Control): boolean => {
  if (control instanceof HTMLSelectElement) return true
  const tracker = (control as Control & { _valueTracker?: { getValue(): string } | null })._valueTracker
  if (tracker === undefined || tracker === null) return false
  const current = isCheckable(control) ? String(control.checked) : control.value
  return tracker.getValue() !== current
}

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement

/**
 * Keeps what the visitor does in `page` (the HTML React will hydrate) from now on; the
 * function it gives starts looking, each frame, for every element to be hydrated (at most
 * about 5 s), and then replays it all to React.
 */
export const holdUntilHydrated = (page: HTMLElement) => {
  const { reactListens, isHydrated } = hydrationOf(page)
  const heldForms = new Set<HTMLFormElement>()
  // each control the visitor changed before React took the change, and what they left in
  // it then: read at the time, as React puts a control it has not been told of back to
  // its state when it renders the control's component again (another field's change does)
  const changes = new Map<Control, () => void>()
  // and those the browser changed with no event (a form it restored on going back), read
  // now, while every control is the HTML's
  for (const control of page.querySelectorAll<Control>("input, textarea, select")) {
    if (changedFromHtml(control)) changes.set(control, changeOf(control))
  }
  // a form React has whole (the form and every control in it hydrated, none changed before
  // React had it) is React's to handle; any other is held from both the browser (that would
  // load another page and lose what was typed) and React (which would handle it with the
  // HTML's values, or not at all: an element it has not hydrated yet drops the event), and
  // submitted again once the page is hydrated and its changes replayed
  const reactHas = (form: HTMLFormElement) =>
    isHydrated(form) &&
    [...form.elements].every(isHydrated) &&
    ![...changes.keys()].some((control) => control.form === form)
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || reactHas(event.target)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    heldForms.add(event.target)
  }
  // a change is noted when React has not hydrated the control (what is in it is the
  // visitor's), or when it is the visitor's own (a trusted event: a script's, such as a test
  // driver's list choice, can send its change a moment after its input, and by then React
  // may have hydrated the list and put it back to its state). It is forgotten once React
  // has taken it: the visitor's, past React's root, on an element React has, and a change
  // to React as it reached the root (reactSeesChange). React stops an event at the root
  // when the element's part of the page is not hydrated and cannot be at once; an element
  // can carry React's fiber before its part is committed, so the fiber alone does not say
  // React took the change; and a field typed in before React hydrated it gives React no
  // change in its next event (the `change` as the visitor moves to the next field), which
  // passes the root all the same.
  const seenByReact = new WeakSet<Event>()
  const noteChange = (event: Event) => {
    if (!isControl(event.target)) return
    const hydrated = isHydrated(event.target)
    if (event.isTrusted && hydrated && reactSeesChange(event.target)) seenByReact.add(event)
    if (event.isTrusted || !hydrated) changes.set(event.target, changeOf(event.target))
  }
  const takenByReact = (event: Event) => {
    if (seenByReact.has(event)) changes.delete(event.target as Control)
  }
  // a button's click (a submit button's is the form's submit, held above) or a key pressed
  // on an element React has not hydrated yet is given to React again once the page is
  // hydrated, in the order they came. Before React listens on the page (hydrateRoot puts
  // its listeners and its container key on the root together) React never sees them;
  // after, React tries to hydrate the element's part of the page there and then, and drops
  // the event when it cannot (the part's code or data is not there yet), so React is not
  // given it. What the browser does with them (a key's character in a field, a button's
  // click on Enter) is left to it. A hydrated element's events are React's.
  const held: Array<() => void> = []
  const hold = (event: Event, element: Element, replay: () => void) => {
    if (reactListens()) event.stopImmediatePropagation()
    held.push(() => element.isConnected && replay())
  }
  const holdClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return
    const button = event.target.closest("button")
    if (button === null || button.type !== "button" || !page.contains(button) || isHydrated(button)) return
    hold(event, button, () => button.click())
  }
  // a key in a field, a text area, a list or an editable element is the browser's: its
  // change is replayed above
  const holdKey = (event: KeyboardEvent) => {
    const target = event.target
    if (!(target instanceof HTMLElement) || !page.contains(target) || isControl(target) || target.isContentEditable || isHydrated(target)) return
    const { key, code, location, repeat, altKey, ctrlKey, metaKey, shiftKey } = event
    hold(event, target, () =>
      target.dispatchEvent(
        new KeyboardEvent("keydown", { key, code, location, repeat, altKey, ctrlKey, metaKey, shiftKey, bubbles: true, cancelable: true, composed: true }),
      ),
    )
  }
  // on the document until the release: in the capture phase, before React's root sees the
  // event, but for takenByReact, which looks at what came past it
  const listeners: ReadonlyArray<readonly [string, (event: never) => void, boolean]> = [
    ["submit", holdSubmit, true],
    ["input", noteChange, true],
    ["change", noteChange, true],
    ["input", takenByReact, false],
    ["change", takenByReact, false],
    ["click", holdClick, true],
    ["keydown", holdKey, true],
  ]
  for (const [type, listener, capture] of listeners) document.addEventListener(type, listener as EventListener, capture)
  const release = () => {
    for (const [type, listener, capture] of listeners) document.removeEventListener(type, listener as EventListener, capture)
    for (const [control, replay] of changes) if (control.isConnected) replay()
    changes.clear()
    // after the commit of what was replayed
    setTimeout(() => {
      for (const replay of held.splice(0)) replay()
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
