/**
 * The document's cookies, as the QA tools change them: be a seeded member (the fixtures'
 * own session cookies, `memberCookies`), drop the session, or drop every cookie. Only the
 * QA panel and the scenario start use this, in the embedded-fixtures build; the app itself
 * reads and writes cookies through react-hooks' BrowserData.
 */
import { signedInCookieNames } from "@outfitter/domain"
import { fixtureSessionCookie, memberCookies } from "@outfitter/fixtures"

/** The names of the cookies the page can see. */
const cookieNames = (): ReadonlyArray<string> =>
  document.cookie
    .split(";")
    .map((part) => part.split("=", 1)[0]?.trim() ?? "")
    .filter((name) => name !== "")

const expire = (names: ReadonlyArray<string>): void => {
  for (const name of names) document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`
}

/** Drops the session's cookies (whoever was signed in), leaving the rest (preferences, the store). */
export const clearSessionCookies = (): void =>
  // the domain's signed-in cookies, and the fixtures' own session marker (fixtures/README.md "Session cookies")
  expire([...signedInCookieNames(document.cookie), ...cookieNames().filter((name) => name === fixtureSessionCookie)])

/** Drops every cookie the page can see. */
export const clearAllCookies = (): void => expire(cookieNames())

/**
 * Signs a seeded member in by their activity id: the previous session's cookies dropped,
 * then the member's own, as the fixtures' sign-in would set them.
 */
export const becomeMember = (id: string): void => {
  clearSessionCookies()
  for (const [name, value] of Object.entries(memberCookies(id))) document.cookie = `${name}=${value}; Path=/; SameSite=Lax`
}
