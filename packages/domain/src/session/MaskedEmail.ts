/**
 * The masked e-mail of the welcome-back sign-in (platform §2 "Account navigation and
 * sign-in"): the first letter of the local part is kept and the rest of the local part is
 * replaced by x.
 *
 * Where the spec is silent:
 * - each hidden character becomes one x, so the length of the local part still shows;
 * - the domain (from the last "@") is shown as it is: the spec masks the local part only;
 * - text without an "@" is treated as all local part; an empty local part stays empty;
 * - a value that is not a string masks to the empty string.
 *
 * @since 0.1.0
 */
import { textOf } from "../site/OutsideData.ts"

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
