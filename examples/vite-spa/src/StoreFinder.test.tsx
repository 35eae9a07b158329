import { fixtureServer } from "@outfitter/fixtures/node"
import { resetTestState } from "@outfitter/fixtures/testing"
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { afterAll, afterEach, beforeAll, expect, it } from "vitest"
import { App } from "./App.tsx"

// msw/node over the fixtures' handlers; a request no handler answers fails the test
const server = fixtureServer()
beforeAll(() => server.listen())
afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetTestState()
})
afterAll(() => server.close())

// the page's own origin: happy-dom applies CORS to other origins
const config = { apiRoot: `${location.origin}/api` }

it("lists the sixteen stores near Columbus and keeps the one chosen", async () => {
  render(<App config={config} />)
  const list = await screen.findByRole("list", { name: "16 stores within 25 miles" })
  const first = within(list).getAllByRole("listitem")[0]!
  expect(screen.getByText("Your store: none")).toBeDefined()

  fireEvent.click(within(first).getByRole("button", { name: "Choose" }))
  const name = first.textContent!.replace(/\s*Choose$/, "")
  expect(await screen.findByText(`Your store: ${name}`)).toBeDefined()
  expect(document.cookie).toMatch(/(^|; )selectedStore=/)
})
