/**
 * The masked e-mail of the welcome-back sign-in. Rules: platform §2 "Sign-in entry and the
 * sign-in modal".
 *
 * Where the spec is silent: one x for each hidden character; the domain (from the last
 * "@") shown as is; text without "@" is all local part; a value that is not a string masks
 * to the empty string.
 *
 * @since 0.1.0
 */
import { textOf } from "../kernel/Untrusted.ts"

/**
 * Masks an e-mail address. Never throws.
 *
 * @example
 * import { maskEmail } from "@outfitter/domain"
 * maskEmail("jane.doe@example.com") // => "jxxxxxxx@example.com"
 * @category formatting
 */
export const maskEmail = (given: string): string => {
  const email = textOf(given)
  const at = email.lastIndexOf("@")
  const local = at < 0 ? email : email.slice(0, at)
  const domain = at < 0 ? "" : email.slice(at)
  // Array.from keeps a surrogate pair (an emoji, say) as one character
  const characters = Array.from(local)
  const masked = characters.length === 0 ? "" : characters[0] + "x".repeat(characters.length - 1)
  return masked + domain
}
