/** Renders storefront pieces over the fixtures, in-process (no network, no worker). */
import { createFixtureFetch, respondWithFixtures } from "@outfitter/fixtures/node"
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

/** Removes every cookie of the test document. */
export const clearCookies = (): void => {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]!.trim()
    if (name !== "") document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

/**
 * The fixtures over document.cookie, as in a browser: the Cookie header is sent (set after
 * the Request is built: happy-dom drops a copied one) and Set-Cookie lines are stored.
 */
export const documentCookieFetch: typeof globalThis.fetch = async (input, init) => {
  const request = new Request(input, init)
  if (document.cookie !== "") request.headers.set("cookie", document.cookie)
  const response = await respondWithFixtures(request)
  for (const line of response.headers.getSetCookie()) document.cookie = line
  return response
}

/** Signs a fixture user in (password `outfitter`); their session cookies land in document.cookie. */
export const signInAs = (email: string, fetch: typeof globalThis.fetch = documentCookieFetch): Promise<Response> =>
  fetch("http://fixtures.outfitter.test/api/user/signin", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "outfitter" }),
  })

/** Sets a seeded member's signed-in session cookies directly (fixtures/README.md "Session cookies"). */
export const setMemberCookies = (id: string): void => {
  for (const cookie of ["userType=R", "WC_PERSISTENT=10051", `WC_USERACTIVITY_${id}=${id}%2C10051`, "fixtureSession=active"]) {
    document.cookie = `${cookie}; Path=/`
  }
}
