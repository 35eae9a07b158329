/**
 * The visitor as the browser knows it: document.cookie and the local copy of the
 * remembered call's answer, decided by the domain (platform §3, §6). Give the result to
 * the provider config as `visitor`; every permission-checked client reads it at the
 * moment it calls.
 *
 * @since 0.1.0
 */
import { decideVisitor, decodeIsRemembered, encodeIsRemembered, localDataKeys, type Visitor, visitorSignalsFromCookies } from "@outfitter/domain"
import { type BrowserData, documentBrowserData } from "../browser/BrowserData.ts"

/**
 * A visitor function for one store (its id names the persistent cookie).
 *
 * @example
 * import { browserVisitor } from "@outfitter/react-hooks"
 * const config = { apiRoot: "/api", visitor: browserVisitor("10051"), settings: { storeId: "10051" } }
 * @category constructors
 */
export const browserVisitor = (storeId: string, data: BrowserData = documentBrowserData): () => Visitor => () =>
  decideVisitor(visitorSignalsFromCookies(data.readCookies(), storeId, decodeIsRemembered(data.getItem(localDataKeys.isRemembered))))

/**
 * Writes the local isRemembered copy (platform §3), or clears it (`undefined`: the answer
 * no longer stands, after signing in or out).
 *
 * @category actions
 */
export const writeRememberedCopy = (isRemembered: boolean | undefined, data: BrowserData = documentBrowserData): void =>
  data.setItem(localDataKeys.isRemembered, isRemembered === undefined ? "" : encodeIsRemembered(isRemembered))
