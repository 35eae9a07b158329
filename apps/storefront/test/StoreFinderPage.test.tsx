import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { StoreFinderPage } from "../src/features/stores/StoreFinderPage.tsx"
import { renderWithFixtures } from "./support.tsx"

const search = (zip: string) => {
  fireEvent.change(screen.getByLabelText("Zip or postal code"), { target: { value: zip } })
  fireEvent.click(screen.getByRole("button", { name: "Search" }))
}

describe("StoreFinderPage", () => {
  it("announces the stores found and shows the first page", async () => {
    renderWithFixtures(<StoreFinderPage />)
    search("43215")
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/^we found \d+ stores within 25$/))
    expect(screen.getAllByRole("article")).toHaveLength(3)
    expect(screen.getByRole("heading", { level: 2, name: "Stores near 43215" })).toBeTruthy()
  })

  it("shows and announces the required message for an empty zip", async () => {
    renderWithFixtures(<StoreFinderPage />)
    search("   ")
    const zip = screen.getByLabelText("Zip or postal code")
    expect(zip.getAttribute("aria-invalid")).toBe("true")
    const error = document.getElementById(zip.getAttribute("aria-describedby")!)!
    expect(error.textContent).toContain("Enter a zip or postal code")
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Enter a zip or postal code to search."))
  })

  it("uses kilometres and the EU announcement on the EU site", async () => {
    renderWithFixtures(<StoreFinderPage />, { path: "/shop/eu-de/stores" })
    fireEvent.change(screen.getByLabelText("Distance (kilometres)"), { target: { value: "10" } })
    search("10115")
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("2 store(s) in Germany, near 10115"))
    expect(screen.getAllByRole("article")).toHaveLength(2)
    expect(screen.queryByRole("navigation", { name: "Store results pages" })).toBeNull()
  })
})
