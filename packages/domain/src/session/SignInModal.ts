/**
 * The sign-in modal that opens from the page address. Rules: platform §2 "Sign-in entry and
 * the sign-in modal" (the parameters are Outfitter's).
 *
 * Where the spec is silent: input that is not an object, or flags that are not booleans,
 * keep the modal closed; a query that is neither a string nor URLSearchParams asks for
 * nothing.
 *
 * @since 0.1.0
 */
import { fieldsOf } from "../kernel/Untrusted.ts"

/** The parameter names. @category constants */
export const signInModalParams = { modal: "modal", returnTo: "returnTo" } as const

/** The values of `modal` that open it, lower-cased. @category constants */
export const signInModalValues: ReadonlyArray<string> = ["signin", "login"]

/** @category models */
export interface SignInModalInput {
  /** StoreSettings.loginModal. */
  readonly loginModal: boolean
  readonly isAccountPage: boolean
  /** The page's query: a URLSearchParams or a query string with or without "?". */
  readonly query: URLSearchParams | string
}

/** @category models */
export type SignInModal = { readonly _tag: "Closed" } | { readonly _tag: "Open"; readonly returnTo: string | undefined }

/** The query's parameters; none for a value that is neither a string nor URLSearchParams. */
const toParams = (query: unknown): URLSearchParams =>
  typeof query === "string"
    ? new URLSearchParams(query.startsWith("?") ? query.slice(1) : query)
    : query instanceof URLSearchParams
    ? query
    : new URLSearchParams()

/**
 * A same-site path, or undefined.
 *
 * @category parsing
 */
export const safeReturnPath = (value: string | null | undefined): string | undefined => {
  if (typeof value !== "string") return undefined
  const path = value.trim()
  return /^\/(?![/\\])[^\\\s]*$/.test(path) ? path : undefined
}

/**
 * Decides whether the modal opens.
 *
 * @example
 * import { signInModalFor } from "@outfitter/domain"
 * signInModalFor({ loginModal: true, isAccountPage: false, query: "?modal=signin" })._tag // => "Open"
 * signInModalFor({ loginModal: false, isAccountPage: false, query: "?modal=signin" })._tag // => "Closed"
 * @category rules
 */
export const signInModalFor = (input: SignInModalInput): SignInModal => {
  const { loginModal, isAccountPage, query } = fieldsOf(input)
  if (loginModal !== true || isAccountPage !== false) return { _tag: "Closed" }
  const params = toParams(query)
  const modal = params.get(signInModalParams.modal)?.trim().toLowerCase()
  if (modal === undefined || !signInModalValues.includes(modal)) return { _tag: "Closed" }
  return { _tag: "Open", returnTo: safeReturnPath(params.get(signInModalParams.returnTo)) }
}

/** The sign-in page's path inside a site. @category constants */
export const signInPath = "/signin"

/**
 * The sign-in page's address (inside the site) that comes back to `returnTo` once signed
 * in: what a message that asks to sign in again links to. A return path that is not
 * same-site is left out (the sign-in then goes to the account).
 *
 * @example
 * import { signInAddressFor } from "@outfitter/domain"
 * signInAddressFor("/shop/us/account/orders/10000018001/payment") // => "/signin?returnTo=%2Fshop%2Fus%2Faccount%2Forders%2F10000018001%2Fpayment"
 * signInAddressFor("https://elsewhere.test/") // => "/signin"
 * @category rules
 */
export const signInAddressFor = (returnTo: unknown): string => {
  const path = safeReturnPath(typeof returnTo === "string" ? returnTo : undefined)
  return path === undefined ? signInPath : `${signInPath}?${new URLSearchParams({ [signInModalParams.returnTo]: path }).toString()}`
}
