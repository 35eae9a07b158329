/**
 * The fixture accounts the QA panel signs in as in one click: the seeded users (by their
 * e-mail, through the fixtures' own sign-in, so a guest is a guest and a remembered user's
 * session runs out at once) and the loyalty members whose every loyalty call fails a
 * given way (by their activity id, with the member's session cookies: they have no e-mail
 * to sign in with). Ids and e-mails come from the fixtures, so they cannot drift; what each
 * account is for is the QA texts' (src/site/text/en/qa.ts), as fixtures/README.md says it.
 */
import { fixtureUserEmails, loyaltyMagicUserIds } from "@outfitter/fixtures"
import type { qaText } from "../../site/text/en/qa.ts"

/** How the panel signs an account in. */
export type QaSignIn =
  | { readonly _tag: "Email"; readonly email: string }
  | { readonly _tag: "Member"; readonly id: string }

/** One account of the panel's list. */
export interface QaAccount {
  /** What the button shows first: the e-mail, or the member id for one without. */
  readonly label: string
  /** What the account is for, one short phrase. */
  readonly purpose: string
  readonly signIn: QaSignIn
}

type AccountTexts = (typeof qaText)["en"]["accounts"]

/** The panel's accounts, named and described in its texts. */
export const qaAccounts = (text: AccountTexts): {
  /** The users of "Users and sessions" (every password is the fixtures' one). */
  readonly users: ReadonlyArray<QaAccount>
  /** The loyalty members each of whose loyalty calls fails one way. */
  readonly loyalty: ReadonlyArray<QaAccount>
} => {
  const byEmail = (key: keyof typeof fixtureUserEmails & keyof AccountTexts["purposes"]): QaAccount => {
    const email = fixtureUserEmails[key]
    return { label: email, purpose: text.purposes[key], signIn: { _tag: "Email", email } }
  }
  const byId = (key: keyof typeof loyaltyMagicUserIds & keyof AccountTexts["purposes"]): QaAccount => {
    const id = loyaltyMagicUserIds[key]
    return { label: text.member(id), purpose: text.purposes[key], signIn: { _tag: "Member", id } }
  }
  return {
    users: [
      byEmail("registered"),
      byEmail("remembered"),
      byEmail("guest"),
      byEmail("generic"),
      byEmail("rememberedFails"),
      byEmail("preferredStore"),
      byEmail("removedStore"),
    ],
    loyalty: [
      byId("tokenExpired"),
      byId("tokenInvalid"),
      byId("crossBorder"),
      byId("noRecord"),
      byId("serverError"),
      byId("malformed"),
      byId("unauthorized"),
    ],
  }
}
