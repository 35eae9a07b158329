import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { StorePagination } from "../src/ui/store-search/StorePagination.tsx"

const widthOf = (width: number) => {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width })
  act(() => void window.dispatchEvent(new Event("resize")))
}

/** The bar as text: the gaps are hidden from assistive technology, so they are read from the markup. */
const bar = () =>
  [...screen.getByRole("navigation", { name: "Store results pages" }).querySelectorAll("li")]
    .slice(1, -1)
    .map((item) => {
      const button = item.querySelector("button")
      if (button === null) return item.textContent
      return button.getAttribute("aria-current") === "page" ? `[${button.textContent}]` : button.textContent
    })
    .join(" ")

const original = window.innerWidth
afterEach(() => widthOf(original))

describe("the store results' pagination follows the helper and the window's width (orders §4)", () => {
  it.each([
    [390, false, "1 … [10] … 20"],
    [539, false, "1 … [10] … 20"],
    [540, false, "1 … 9 [10] 11 … 20"],
    [800, false, "1 … 9 [10] 11 … 20"],
    [1024, false, "1 … 8 9 [10] 11 12 … 20"],
    [1024, true, "1 … 9 [10] 11 … 20"],
    [390, true, "1 … [10] … 20"],
  ])("20 pages at %i px (modal %s): %s", (width, inModal, expected) => {
    widthOf(width)
    render(<StorePagination page={10} pageCount={20} onPage={() => {}} inModal={inModal} />)
    expect(bar()).toBe(expected)
  })

  it("19 pages on a phone are all shown", () => {
    widthOf(390)
    render(<StorePagination page={10} pageCount={19} onPage={() => {}} />)
    expect(bar()).toBe("1 2 3 4 5 6 7 8 9 [10] 11 12 13 14 15 16 17 18 19")
  })

  it("a resize lays the bar out again; a page button chooses its page", () => {
    widthOf(1024)
    const onPage = vi.fn()
    render(<StorePagination page={10} pageCount={20} onPage={onPage} />)
    expect(bar()).toBe("1 … 8 9 [10] 11 12 … 20")
    widthOf(400)
    expect(bar()).toBe("1 … [10] … 20")
    fireEvent.click(screen.getByRole("button", { name: "Page 20" }))
    expect(onPage).toHaveBeenCalledWith(20)
  })
})
