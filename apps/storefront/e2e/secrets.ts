/**
 * What any script on the page can read after a card or gift-card entry, and the check
 * that none of it holds the number, the CVV or the PIN: the RegExp statics (the last
 * successful match's input and parts, kept by the engine), local and session storage, the
 * page's cookies, the address and the history state. The form's own fields are not among
 * them: where the form is shown again (a refused gift card, a declined re-authorisation)
 * it keeps what the shopper typed, by design. The statics are read by the card-data kit's
 * `regExpStatics` (@outfitter/fixtures/testing), run in the page.
 */
import { regExpStatics } from "@outfitter/fixtures/testing"
import { expect, type Page } from "./test.ts"

/** The places, each as text; the RegExp statics first, before anything else matches. */
export const scriptReadablePlaces = async (page: Page) => {
  const regExp = Object.values(await page.evaluate(regExpStatics))
  const rest = await page.evaluate(() => ({
    localStorage: JSON.stringify({ ...localStorage }),
    sessionStorage: JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
    location: location.href,
    history: JSON.stringify(history.state) ?? "",
  }))
  return { regExp, ...rest }
}

/**
 * None of the places holds the number (its digits, with or without separators), and none
 * holds a short secret (CVV, PIN) as a RegExp static or a stored value of its own.
 */
export const expectNoSecretReadable = async (page: Page, secrets: { readonly digits: string; readonly short: ReadonlyArray<string> }) => {
  const places = await scriptReadablePlaces(page)
  for (const [place, value] of Object.entries(places)) {
    for (const text of Array.isArray(value) ? value : [value]) {
      expect(text.replace(/[\s-]/g, ""), `the number in ${place}`).not.toContain(secrets.digits)
    }
  }
  for (const secret of secrets.short) {
    expect(places.regExp, "a CVV or PIN in the RegExp statics").not.toContain(secret)
    expect(places.regExp.some((text) => text.includes(secret)), "a CVV or PIN inside a RegExp static").toBe(false)
    for (const stored of [places.localStorage, places.sessionStorage, places.cookie, places.location]) expect(stored).not.toContain(`"${secret}"`)
  }
}
