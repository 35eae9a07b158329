/**
 * The clients' tests over the fixtures: a browser in miniature (the fixtures' test kit's
 * cookie jar, answered in-process) and every client over it.
 */
import { clientsLayer, type ClientsOptions } from "@outfitter/clients"
import { decideVisitor, type Visitor, visitorSignalsFromCookies } from "@outfitter/domain"
import { type CookieJarFetch, cookieJarFetch, type CookieJarFetchOptions } from "@outfitter/fixtures/testing"

export const fixtureApiRoot = "http://fixtures.outfitter.test/api"
export const fixtureStoreId = "10051"

export interface FixtureBrowser extends CookieJarFetch {
  /** The visitor the jar's cookies make, as the storefront decides it. */
  readonly visitor: (isRemembered?: boolean) => Visitor
  /** Every client over this browser's fetch; unless told otherwise, on the fixtures' API root with the visitor of the jar. */
  readonly layer: (options?: Partial<ClientsOptions>) => ReturnType<typeof clientsLayer>
}

/** A cookie jar over the fixtures (see `cookieJarFetch`), with the visitor it makes and the clients over it. */
export const fixtureBrowser = (options: CookieJarFetchOptions = {}): FixtureBrowser => {
  const jar = cookieJarFetch(options)
  const visitor = (isRemembered?: boolean): Visitor =>
    decideVisitor(visitorSignalsFromCookies(jar.cookieHeader(), fixtureStoreId, isRemembered))
  const layer = (layerOptions: Partial<ClientsOptions> = {}) =>
    clientsLayer({ apiRoot: fixtureApiRoot, visitor: () => visitor(), ...layerOptions, fetch: jar.fetch })
  return { ...jar, visitor, layer }
}

/** A fetch over the fixtures that records the URL of every request. */
export const recordingFetch = (): { readonly urls: Array<URL>; readonly fetch: typeof globalThis.fetch } => {
  const urls: Array<URL> = []
  const { fetch } = cookieJarFetch({ onRequest: (request) => void urls.push(new URL(request.url)) })
  return { urls, fetch }
}
