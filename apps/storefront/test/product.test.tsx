import { preferredStoreMessages, storeCardMessages } from "@outfitter/domain"
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { Route } from "wouter"
import { describe, expect, it } from "vitest"
import { ProductPage } from "../src/features/stores/products/ProductPage.tsx"
import { renderWithFixtures } from "./support.tsx"

const renderProduct = (path: string) => renderWithFixtures(<Route path="/product/:productId" component={ProductPage} />, { path })

const block = () => screen.getByRole("region", { name: "Your store" })
const chooseSize = async (size: string) => fireEvent.click(await screen.findByRole("radio", { name: new RegExp(`^${size}( \\(sold out\\))?$`) }))

describe("ProductPage", () => {
  it("shows the product, its colours and sizes (inactive ones marked), and offers to choose a store", async () => {
    renderProduct("/shop/us/product/1234567")
    expect(await screen.findByRole("heading", { level: 1, name: "Essential Crew Tee" })).toBeTruthy()
    const sizes = screen.getByRole("group", { name: "Size" })
    expect(within(sizes).getAllByRole("radio").map((radio) => radio.parentElement?.textContent)).toEqual(["XS", "S", "M", "L (sold out)"])
    fireEvent.click(screen.getByRole("radio", { name: "White" }))
    expect(within(sizes).getAllByRole("radio")).toHaveLength(2)
    expect(within(block()).getByText(preferredStoreMessages.NO_PREFERRED_STORE)).toBeTruthy()
    expect(within(block()).getByRole("button", { name: "Find in store" })).toBeTruthy()
  })

  it("the size selector drives the card message (platform §4 product page)", async () => {
    renderProduct("/shop/us/product/1234567?filter=store:10036")
    await waitFor(() => expect(within(block()).getByText(storeCardMessages.SELECT_A_SIZE)).toBeTruthy())
    await chooseSize("XS")
    await waitFor(() => expect(within(block()).getByText(storeCardMessages.AVAILABLE_NOW)).toBeTruthy())
    expect(within(block()).getByText(storeCardMessages.SAME_DAY_DELIVERY_INELIGIBLE)).toBeTruthy()
    await chooseSize("L")
    await waitFor(() => expect(within(block()).getByText(storeCardMessages.NOT_IN_STOCK)).toBeTruthy())
    expect(within(block()).queryByText(storeCardMessages.SAME_DAY_DELIVERY_INELIGIBLE)).toBeNull()
  })

  it("pickup via same-day service, and not available at the location", async () => {
    renderProduct("/shop/us/product/1234567?filter=store:10001")
    await chooseSize("XS")
    await waitFor(() => expect(within(block()).getByText(storeCardMessages.AVAILABLE_FOR_PICKUP)).toBeTruthy())
    cleanup()
    renderProduct("/shop/us/product/1234567?filter=store:10045")
    await chooseSize("XS")
    await waitFor(() => expect(within(block()).getByText(storeCardMessages.NOT_AVAILABLE_AT_LOCATION)).toBeTruthy())
  })

  it("a failed availability request shows GLB_PREFERRED_STORE_ITEM_ERROR and hides the messages", async () => {
    renderProduct("/shop/us/product/1234567?filter=store:99500")
    await chooseSize("XS")
    const alert = await within(await screen.findByRole("region", { name: "Your store" })).findByRole("alert")
    expect(alert.textContent).toBe(preferredStoreMessages.GLB_PREFERRED_STORE_ITEM_ERROR)
    expect(alert.getAttribute("data-message-key")).toBe("GLB_PREFERRED_STORE_ITEM_ERROR")
    for (const message of Object.values(storeCardMessages)) expect(within(block()).queryByText(message)).toBeNull()
  })

  it("find in store opens the store search; the store chosen becomes the preferred store", async () => {
    renderProduct("/shop/us/product/1234567")
    await screen.findByRole("heading", { level: 1, name: "Essential Crew Tee" })
    await chooseSize("XS")
    fireEvent.click(screen.getByRole("button", { name: "Find in store" }))
    const dialog = screen.getByRole("dialog", { name: "Find in store" })
    expect(within(dialog).getByText(/Essential Crew Tee, Navy, XS \(sku 10234567\)/)).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText("Zip or postal code"), { target: { value: "43215" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Search" }))
    const first = (await within(dialog).findAllByRole("article"))[0]!
    const name = within(first).getByRole("heading", { level: 3 }).textContent!
    fireEvent.click(within(first).getByRole("button", { name: `Select store: ${name}` }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    await waitFor(() => expect(within(block()).getByText(name)).toBeTruthy())
    await waitFor(() => expect(within(block()).getByText(/^(Available|Not)/)).toBeTruthy())
  })

  it("Escape closes the dialog", async () => {
    renderProduct("/shop/us/product/1234567")
    fireEvent.click(await screen.findByRole("button", { name: "Find in store" }))
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" })
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it.each([["1111111", "Product not found"], ["9500000", "Product 9500000"]])("product %s: %s with an alert", async (id, heading) => {
    renderProduct(`/shop/us/product/${id}`)
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy()
    expect(await screen.findByRole("alert")).toBeTruthy()
  })
})
