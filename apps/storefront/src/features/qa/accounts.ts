/**
 * The fixture accounts the QA panel signs in as in one click: the seeded users (by their
 * e-mail, through the fixtures' own sign-in, so a guest is a guest and a remembered user's
 * session runs out at once) and the loyalty members whose every loyalty call fails a
 * given way (by their activity id, with the member's session cookies: they have no e-mail
 * to sign in with). Ids and e-mails come from the fixtures, so they cannot drift; what each
 * account is for is said here, as fixtures/README.md says it.
 */
import { fixtureUserEmails, loyaltyMagicUserIds } from "@outfitter/fixtures"

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

const byEmail = (email: string, purpose: string): QaAccount => ({ label: email, purpose, signIn: { _tag: "Email", email } })
const byId = (id: string, purpose: string): QaAccount => ({ label: `Member ${id}`, purpose, signIn: { _tag: "Member", id } })

/** The users of "Users and sessions" (every password is the fixtures' one). */
export const qaUserAccounts: ReadonlyArray<QaAccount> = [
  byEmail(fixtureUserEmails.registered, "member 5001, signed in: orders, cards, addresses, rewards and onboarding"),
  byEmail(fixtureUserEmails.remembered, "member 5002, session expired: welcome back, the problem-order banner"),
  byEmail(fixtureUserEmails.guest, "guest visitor 5003"),
  byEmail(fixtureUserEmails.generic, "generic visitor, no account"),
  byEmail(fixtureUserEmails.rememberedFails, "member 5005 whose remembered call fails"),
  byEmail(fixtureUserEmails.preferredStore, "member 5006 with preferred store 10001"),
  byEmail(fixtureUserEmails.removedStore, "member 5007: preferred store removed, PayPal failover"),
]

/** The loyalty members each of whose loyalty calls fails one way. */
export const qaLoyaltyAccounts: ReadonlyArray<QaAccount> = [
  byId(loyaltyMagicUserIds.tokenExpired, "loyalty token expired (TOKEN_EXPIRED)"),
  byId(loyaltyMagicUserIds.tokenInvalid, "loyalty token invalid (TOKEN_INVALID)"),
  byId(loyaltyMagicUserIds.crossBorder, "cross-border loyalty member"),
  byId(loyaltyMagicUserIds.noRecord, "no loyalty record"),
  byId(loyaltyMagicUserIds.serverError, "loyalty service down (500)"),
  byId(loyaltyMagicUserIds.malformed, "loyalty answers malformed"),
  byId(loyaltyMagicUserIds.unauthorized, "loyalty calls unauthorised (401)"),
]
