import { memberCookies, type MemberCookieOptions } from "@outfitter/fixtures/testing"

/**
 * The fixtures' session cookies for a seeded, signed-in user (fixtures/README.md "Users and
 * sessions"), from the fixtures' test kit, as Playwright's `context.addCookies` takes them.
 */
export const sessionCookies = (baseURL: string, id: string, options: MemberCookieOptions = {}) =>
  Object.entries(memberCookies(id, options)).map(([name, value]) => ({ name, value, url: baseURL }))
