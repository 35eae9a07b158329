/** Renders storefront pieces over the fixtures, in-process (no network, no worker). */
import { createFixtureFetch } from "@outfitter/fixtures/node"
import { OutfitterProvider } from "@outfitter/react-hooks"
import { render, type RenderResult } from "@testing-library/react"
import type { ReactNode } from "react"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"

const config = { apiRoot: "http://fixtures.outfitter.test/api", fetch: createFixtureFetch() }

export const renderWithFixtures = (
  ui: ReactNode,
  options: { readonly path?: string } = {},
): RenderResult & { readonly location: ReturnType<typeof memoryLocation> } => {
  const location = memoryLocation({ path: options.path ?? "/shop/us/stores", record: true })
  return {
    location,
    ...render(
      <OutfitterProvider config={config}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path="/shop/:site" nest>
            {ui}
          </Route>
        </Router>
      </OutfitterProvider>,
    ),
  }
}
