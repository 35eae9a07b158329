/**
 * The contact form's send call, Outfitter's contract (the spec shows none). Rules: orders
 * §4 "Help overview, contact form and marketing content".
 *
 * Where the spec is silent: the whole call; any 2xx answer is success and its body is not
 * read.
 *
 * @since 0.4.0
 */
import { rootOf, textMemberOf } from "../../kernel/Untrusted.ts"
import type { ContactMessage } from "./ContactForm.ts"

/** The file parts' name. @category constants */
export const contactAttachmentField = "attachments"

/**
 * Where the message is posted: the `contactUrl` setting, trimmed, else `{apiRoot}/help/contact`.
 *
 * @example
 * import { contactUrlOf } from "@outfitter/domain"
 * contactUrlOf("https://example.com/api/", { contactUrl: "" }) // => "https://example.com/api/help/contact"
 * contactUrlOf("https://example.com/api", { contactUrl: " https://cs.example.com/mail " }) // => "https://cs.example.com/mail"
 * @category getters
 */
export const contactUrlOf = (apiRoot: unknown, settings: { readonly contactUrl?: unknown }): string =>
  textMemberOf(settings, "contactUrl").trim() || `${rootOf(apiRoot)}/help/contact`

/**
 * The text parts of the message, in order (the attachments follow them as files).
 *
 * @example
 * import { contactTextParts } from "@outfitter/domain"
 * contactTextParts({ name: "Ada", email: "ada@example.com", topic: "order", comments: "Hi", attachments: [] })
 * // => [["name", "Ada"], ["email", "ada@example.com"], ["topic", "order"], ["comments", "Hi"]]
 * @category encoding
 */
export const contactTextParts = (message: ContactMessage): ReadonlyArray<readonly [string, string]> => {
  const orderNumber = textMemberOf(message, "orderNumber")
  return [
    ["name", textMemberOf(message, "name")],
    ["email", textMemberOf(message, "email")],
    ...(orderNumber === "" ? [] : [["orderNumber", orderNumber] as const]),
    ["topic", textMemberOf(message, "topic")],
    ["comments", textMemberOf(message, "comments")],
  ]
}
