import { trackOrderFormError } from "@outfitter/domain"
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { TrackOrderPage } from "../src/features/help/trackOrder/TrackOrderPage.tsx"
import { helpText } from "../src/site/text/en/help.ts"
import { renderWithFixtures } from "./support.tsx"

const renderPage = (path = "/shop/us/help/track-order") => renderWithFixtures(<TrackOrderPage />, { path })
const orderField = () => screen.getByLabelText("Order number") as HTMLInputElement
const emailField = () => screen.getByLabelText("Email") as HTMLInputElement

describe("TrackOrderPage", () => {
  it("shows each field's error and the form error, tied to the fields", async () => {
    const { location } = renderPage()
    expect(screen.getByRole("heading", { level: 1, name: "Track your order" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Find order" }))
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(trackOrderFormError))
    expect(orderField().getAttribute("aria-invalid")).toBe("true")
    expect(emailField().getAttribute("aria-invalid")).toBe("true")
    const orderError = document.getElementById("track-order-number-error")!
    expect(orderField().getAttribute("aria-describedby")).toContain(orderError.id)
    expect(emailField().getAttribute("aria-describedby")).toBe("track-order-email-error")
    expect(document.activeElement).toBe(orderField())

    // a valid order number clears its error; the e-mail's stays
    fireEvent.input(orderField(), { target: { value: "10000016001" } })
    fireEvent.input(emailField(), { target: { value: "jane@" } })
    fireEvent.click(screen.getByRole("button", { name: "Find order" }))
    await waitFor(() => expect(orderField().getAttribute("aria-invalid")).toBe("false"))
    expect(emailField().getAttribute("aria-invalid")).toBe("true")
    expect(document.activeElement).toBe(emailField())
    expect(location.history).toEqual(["/shop/us/help/track-order"])
  })

  it("keeps digits only in the order number", () => {
    renderPage()
    fireEvent.input(orderField(), { target: { value: "100a-00 016001" } })
    expect(orderField().value).toBe("10000016001")
  })

  it("opens the order's page for its e-mail", async () => {
    const { location } = renderPage()
    fireEvent.input(orderField(), { target: { value: "10000016001" } })
    fireEvent.input(emailField(), { target: { value: " registered@outfitter.test " } })
    fireEvent.click(screen.getByRole("button", { name: "Find order" }))
    await waitFor(() => expect(location.history.at(-1)).toBe("/shop/us/account/orders/10000016001?email=registered%40outfitter.test"))
  })

  it("Start a return opens the same page at the returns intro", async () => {
    const { location } = renderPage()
    fireEvent.input(orderField(), { target: { value: "10000016001" } })
    fireEvent.input(emailField(), { target: { value: "registered@outfitter.test" } })
    fireEvent.click(screen.getByRole("button", { name: "Start a return" }))
    await waitFor(() =>
      expect(location.history.at(-1)).toBe("/shop/us/account/orders/10000016001?email=registered%40outfitter.test#order-returns-intro")
    )
  })

  it("a form sent before the script ran is checked from the address, then goes on", async () => {
    const { location } = renderPage("/shop/us/help/track-order?orderNumber=10000016001&email=registered%40outfitter.test&startReturn=true")
    await waitFor(() =>
      expect(location.history.at(-1)).toBe("/shop/us/account/orders/10000016001?email=registered%40outfitter.test#order-returns-intro")
    )
  })

  it("a form sent before the script ran with a bad e-mail shows the errors with the fields filled in", async () => {
    renderPage("/shop/us/help/track-order?orderNumber=10000016001&email=nope")
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(trackOrderFormError))
    expect(orderField().value).toBe("10000016001")
    expect(emailField().value).toBe("nope")
    expect(emailField().getAttribute("aria-invalid")).toBe("true")
  })

  it("an order not found for that e-mail keeps the form as typed, with the message by it", async () => {
    const { location } = renderPage()
    fireEvent.input(orderField(), { target: { value: "10000016001" } })
    fireEvent.input(emailField(), { target: { value: "someone.else@outfitter.test" } })
    fireEvent.click(screen.getByRole("button", { name: "Find order" }))
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(helpText.en.trackOrder.notFound))
    expect(orderField().value).toBe("10000016001")
    expect(emailField().value).toBe("someone.else@outfitter.test")
    expect(location.history).toEqual(["/shop/us/help/track-order"])

    // corrected where it was typed, it goes on
    fireEvent.input(emailField(), { target: { value: "registered@outfitter.test" } })
    fireEvent.click(screen.getByRole("button", { name: "Find order" }))
    await waitFor(() => expect(location.history.at(-1)).toBe("/shop/us/account/orders/10000016001?email=registered%40outfitter.test"))
  })
})
