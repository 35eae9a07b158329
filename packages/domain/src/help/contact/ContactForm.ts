/**
 * The help contact form. Rules: orders §4 "Help overview, contact form and marketing
 * content", §8.
 *
 * Where the spec is silent: which fields are required and their limits (as the rules page
 * records); text is trimmed; every field is checked, so every failing field gets its error
 * at once.
 *
 * @since 0.4.0
 */
import * as Result from "effect/Result"
import { fieldsOf, listOf, textOf } from "../../kernel/Untrusted.ts"
import { validateOrderNumber } from "../../orders/index.ts"
import { validateForgotEmail } from "../../session/index.ts"
import { type AcceptedAttachment, type AttachmentFile, checkAttachments } from "./Attachment.ts"

/** The answers to "How can we help?", value and label. @category constants */
export const contactTopics: ReadonlyArray<{ readonly value: string; readonly label: string }> = [
  { value: "order", label: "My order" },
  { value: "returns", label: "Returns and exchanges" },
  { value: "product", label: "A product" },
  { value: "payment", label: "Payment or gift cards" },
  { value: "account", label: "My account" },
  { value: "other", label: "Something else" },
]

/** @category constants */
export const contactLimits = { nameMaxLength: 100, commentsMaxLength: 2000 } as const

/** The generic messages. @category constants */
export const contactMessages = {
  required: "This field is required.",
  invalid: "Please enter a valid value.",
  /** The form-level summary when any field fails. */
  form: "Please correct the highlighted fields.",
} as const

/** The form's fields, as typed (attachments as the files chosen). @category models */
export interface ContactFormInput {
  readonly name: unknown
  readonly email: unknown
  readonly orderNumber: unknown
  readonly topic: unknown
  readonly comments: unknown
  readonly attachments: ReadonlyArray<AttachmentFile>
}

/** @category models */
export type ContactField = "name" | "email" | "orderNumber" | "topic" | "comments" | "attachments"

/** A valid message. @category models */
export interface ContactMessage {
  readonly name: string
  readonly email: string
  /** Absent when none was given. */
  readonly orderNumber?: string | undefined
  readonly topic: string
  readonly comments: string
  readonly attachments: ReadonlyArray<AcceptedAttachment>
}

/** The errors of a form that fails: by field, and the form's summary. @category models */
export interface ContactFormErrors {
  readonly fields: Partial<Record<ContactField, string>>
  readonly form: string
}

type Check = Result.Result<string | undefined, string>

const requiredText = (value: unknown, maxLength: number): Check => {
  const text = textOf(value).trim()
  if (text === "") return Result.fail(contactMessages.required)
  return text.length <= maxLength ? Result.succeed(text) : Result.fail(contactMessages.invalid)
}

/**
 * Validates the form: a message to send, or the errors to show.
 *
 * @example
 * import { validateContactForm } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(validateContactForm({
 *   name: " Ada ", email: "ada@example.com", orderNumber: "", topic: "order", comments: "Where is it?", attachments: [],
 * }))
 * // => { name: "Ada", email: "ada@example.com", topic: "order", comments: "Where is it?", attachments: [] }
 * Result.isFailure(validateContactForm({ name: "", email: "", orderNumber: "", topic: "", comments: "", attachments: [] })) // => true
 * @category validation
 */
export const validateContactForm = (given: ContactFormInput): Result.Result<ContactMessage, ContactFormErrors> => {
  const form = fieldsOf(given)
  const emailText = textOf(form["email"]).trim()
  const orderText = textOf(form["orderNumber"]).trim()
  const topicText = textOf(form["topic"]).trim()
  const checks: Record<Exclude<ContactField, "attachments">, Check> = {
    name: requiredText(form["name"], contactLimits.nameMaxLength),
    email: emailText === ""
      ? Result.fail(contactMessages.required)
      : Result.mapError(validateForgotEmail(emailText), () => contactMessages.invalid),
    orderNumber: orderText === ""
      ? Result.succeed(undefined)
      : Result.mapError(validateOrderNumber(orderText), () => contactMessages.invalid),
    topic: topicText === ""
      ? Result.fail(contactMessages.required)
      : contactTopics.some((topic) => topic.value === topicText)
      ? Result.succeed(topicText)
      : Result.fail(contactMessages.invalid),
    comments: requiredText(form["comments"], contactLimits.commentsMaxLength),
  }
  const attachments = checkAttachments(listOf(form["attachments"]) as ReadonlyArray<AttachmentFile>)
  const fields: Partial<Record<ContactField, string>> = {}
  for (const [field, check] of Object.entries(checks) as Array<[ContactField, Check]>) {
    if (Result.isFailure(check)) fields[field] = check.failure
  }
  const firstRefusal = attachments.refused[0]
  if (firstRefusal !== undefined) fields.attachments = firstRefusal.message
  if (Object.keys(fields).length > 0) return Result.fail({ fields, form: contactMessages.form })
  const text = (check: Check): string => (Result.isSuccess(check) ? check.success ?? "" : "")
  const orderNumber = Result.isSuccess(checks.orderNumber) ? checks.orderNumber.success : undefined
  return Result.succeed({
    name: text(checks.name),
    email: text(checks.email),
    ...(orderNumber === undefined ? {} : { orderNumber }),
    topic: text(checks.topic),
    comments: text(checks.comments),
    attachments: attachments.accepted,
  })
}
