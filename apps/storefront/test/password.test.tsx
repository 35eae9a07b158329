import { passwordMessages } from "@outfitter/domain"
import { browserVisitor } from "@outfitter/react-hooks"
import { fireEvent, screen, waitFor } from "@testing-library/react"
import type { ReactNode } from "react"
import { beforeEach, describe, expect, it } from "vitest"
import { ForgotPasswordView, PasswordUpdateView } from "../src/features/session/password/PasswordPages.tsx"
import { documentCookieJar, renderWithFixtures, signInAs } from "./support.tsx"

const bodies = new Map<string, string>()
const { requests, fetch } = documentCookieJar({
  onRequest: async (request) => void (request.method === "PUT" && bodies.set("PUT", await request.text())),
})

const signIn = () => signInAs("registered@outfitter.test", fetch)

const renderAt = (path: string, ui: ReactNode) =>
  renderWithFixtures(ui, { path, config: { fetch, visitor: browserVisitor("10051"), onUnauthorized: () => undefined } })

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

beforeEach(() => {
  requests.length = 0
  bodies.clear()
})

describe("PasswordUpdatePage", () => {
  it("shows the requirements message with the summary, then the mismatch message", async () => {
    renderAt("/shop/us/account/password", <PasswordUpdateView navigate={() => undefined} />)
    fireEvent.click(screen.getByRole("button", { name: "Update password" }))
    expect(screen.getByText(passwordMessages.requirements)).toBeTruthy()
    expect(screen.getByRole("alert").textContent).toBe(passwordMessages.summary)
    expect(screen.getByLabelText("New password").getAttribute("aria-invalid")).toBe("true")
    type("New password", "abcdefg1")
    type("Confirm new password", "abcdefg2")
    fireEvent.click(screen.getByRole("button", { name: "Update password" }))
    expect(screen.getByText(passwordMessages.mismatch)).toBeTruthy()
  })

  it("sends the payload, opens the success modal, then redirects to the rewards centre with the ids", async () => {
    await signIn()
    const visited: Array<string> = []
    renderAt("/shop/eu/account/password", <PasswordUpdateView navigate={(url) => void visited.push(url)} />)
    type("New password", "abcdefg1")
    type("Confirm new password", "abcdefg1")
    fireEvent.click(screen.getByRole("checkbox", { name: "Outfitter Kids" }))
    fireEvent.click(screen.getByRole("button", { name: "Update password" }))
    const dialog = await screen.findByRole("dialog", { name: passwordMessages.success })
    expect(screen.getByRole("link", { name: "Download on the App Store" })).toBeTruthy()
    expect(JSON.parse(bodies.get("PUT") ?? "null")).toEqual({
      password: "abcdefg1",
      emailOptions: { kids: "Y" },
      preference: { germanyUser: true },
    })
    fireEvent.keyDown(dialog, { key: "Escape" })
    await waitFor(() => expect(visited).toEqual(["/shop/eu/account/rewards?storeId=10051&catalogId=10551&langId=-1"]))
  })
})

describe("ForgotPasswordPage", () => {
  it("validates the e-mail in the field and the summary", () => {
    renderAt("/shop/us/forgot-password", <ForgotPasswordView />)
    type("Email address", "nope")
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }))
    expect(screen.getByRole("alert").textContent).toBe(passwordMessages.invalidEmail)
    expect(screen.getByLabelText("Email address").getAttribute("aria-invalid")).toBe("true")
    expect(requests).toHaveLength(0)
  })

  it("hides the form and shows the success content", async () => {
    renderAt("/shop/us/forgot-password", <ForgotPasswordView />)
    type("Email address", "ann@example.com")
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }))
    expect(await screen.findByText(passwordMessages.forgotSuccess)).toBeTruthy()
    expect(screen.queryByLabelText("Email address")).toBeNull()
  })

  it("shows the service's message on failure", async () => {
    renderAt("/shop/us/forgot-password", <ForgotPasswordView />)
    type("Email address", "forgot-fails@outfitter.test")
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }))
    expect((await screen.findByRole("alert")).textContent).toBe("We could not send the reset e-mail. Please try again later.")
  })
})
