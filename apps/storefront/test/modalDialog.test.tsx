import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { ModalDialog } from "../src/ui/ModalDialog.tsx"

const classNames = { backdrop: "modal-backdrop", dialog: "modal-dialog", close: "modal-close" }

describe("ModalDialog keeps the keyboard inside it", () => {
  it("Tab from the last control goes to the first, Shift+Tab from the first to the last; Escape closes", () => {
    const onClose = vi.fn()
    render(
      <ModalDialog title="Add a card" onClose={onClose} classNames={classNames}>
        <label>
          Card number <input />
        </label>
        <button type="button" disabled>Not now</button>
        <button type="button">Save</button>
      </ModalDialog>,
    )
    const dialog = screen.getByRole("dialog", { name: "Add a card" })
    const input = screen.getByLabelText("Card number")
    const close = screen.getByRole("button", { name: "Close" })
    close.focus()
    fireEvent.keyDown(close, { key: "Tab" })
    expect(document.activeElement).toBe(input)
    fireEvent.keyDown(input, { key: "Tab", shiftKey: true })
    expect(document.activeElement).toBe(close)
    // in the middle, Tab is the browser's own
    screen.getByRole("button", { name: "Save" }).focus()
    const middle = fireEvent.keyDown(document.activeElement!, { key: "Tab" })
    expect(middle).toBe(true)
    fireEvent.keyDown(dialog, { key: "Escape" })
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
