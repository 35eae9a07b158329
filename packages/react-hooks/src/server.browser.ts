/**
 * What `@outfitter/react-hooks/server` is in a browser bundle (its "browser" export
 * condition): an import that fails at once with the one sentence that says what to import
 * instead. It re-exports the server entry so a bundler resolves every name and the build
 * succeeds; the package's `sideEffects` keeps this module, so the error is what the page
 * shows, not a missing export or a server runner quietly running in the browser.
 *
 * @since 0.7.0
 * @internal
 */
export * from "./server.ts"

throw new Error(
  "@outfitter/react-hooks/server is for server code (Server Components, route handlers): in client code, import the same query keys and …QueryOptions factories from @outfitter/react-hooks.",
)
