import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { attachmentMessages } from "../../../src/help/contact/Attachment.ts"
import { contactTextParts, contactUrlOf } from "../../../src/help/contact/ContactCall.ts"
import { type ContactFormInput, contactLimits, contactMessages, contactTopics, validateContactForm } from "../../../src/help/contact/ContactForm.ts"

const valid: ContactFormInput = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  orderNumber: "",
  topic: "order",
  comments: "Where is my parcel?",
  attachments: [],
}
const fieldErrors = (form: Partial<ContactFormInput>) => {
  const result = validateContactForm({ ...valid, ...form })
  return Result.isFailure(result) ? result.failure.fields : {}
}

describe("validateContactForm (orders §5 Contact form, §8)", () => {
  it("gives the trimmed message for a valid form, with no order number when none was given", () => {
    expect(validateContactForm({ ...valid, name: "  Ada Lovelace " })).toEqual(
      Result.succeed({ name: "Ada Lovelace", email: "ada@example.com", topic: "order", comments: "Where is my parcel?", attachments: [] }),
    )
    expect(Result.getOrThrow(validateContactForm({ ...valid, orderNumber: " 10000001001 " })).orderNumber).toBe("10000001001")
  })

  it("shows the required message on every empty required field, and the form summary", () => {
    expect(validateContactForm({ name: " ", email: "", orderNumber: "", topic: "", comments: "", attachments: [] })).toEqual(
      Result.fail({
        fields: { name: contactMessages.required, email: contactMessages.required, topic: contactMessages.required, comments: contactMessages.required },
        form: contactMessages.form,
      }),
    )
  })

  it("shows the invalid message on a filled field that breaks its rule", () => {
    expect(fieldErrors({ email: "ada@" })).toEqual({ email: contactMessages.invalid })
    expect(fieldErrors({ orderNumber: "12ab" })).toEqual({ orderNumber: contactMessages.invalid })
    expect(fieldErrors({ topic: "refund-please" })).toEqual({ topic: contactMessages.invalid })
  })

  it("takes names up to 100 characters and comments up to 2000", () => {
    expect(fieldErrors({ name: "a".repeat(contactLimits.nameMaxLength) })).toEqual({})
    expect(fieldErrors({ name: "a".repeat(contactLimits.nameMaxLength + 1) })).toEqual({ name: contactMessages.invalid })
    expect(fieldErrors({ comments: "a".repeat(contactLimits.commentsMaxLength) })).toEqual({})
    expect(fieldErrors({ comments: "a".repeat(contactLimits.commentsMaxLength + 1) })).toEqual({ comments: contactMessages.invalid })
  })

  it.each(contactTopics.map((topic) => topic.value))("accepts the topic %s", (topic) => {
    expect(fieldErrors({ topic })).toEqual({})
  })

  it("marks the attachments with the first refused file's message", () => {
    const exe = { name: "invoice.pdf", size: 4, bytes: new Uint8Array([0x4d, 0x5a, 0, 0]) }
    expect(fieldErrors({ attachments: [exe] })).toEqual({ attachments: attachmentMessages.executable })
  })

  test.prop([fc.record({ name: fc.anything(), email: fc.anything(), orderNumber: fc.anything(), topic: fc.anything(), comments: fc.anything() })])(
    "is valid exactly when every rule holds, and never throws",
    (form) => {
      const result = validateContactForm({ ...form, attachments: [] })
      const text = (value: unknown) => (typeof value === "string" ? value.trim() : "")
      const ok = text(form.name) !== "" && text(form.name).length <= 100 &&
        /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(form.email)) && text(form.email).length <= 254 &&
        (text(form.orderNumber) === "" || /^\d{11,24}$/.test(text(form.orderNumber))) &&
        contactTopics.some((topic) => topic.value === text(form.topic)) &&
        text(form.comments) !== "" && text(form.comments).length <= 2000
      expect(Result.isSuccess(result)).toBe(ok)
    },
  )
})

describe("the send call (Outfitter's contract)", () => {
  it("posts to the contactUrl setting, else {apiRoot}/help/contact", () => {
    expect(contactUrlOf("https://example.com/api/", { contactUrl: "" })).toBe("https://example.com/api/help/contact")
    expect(contactUrlOf("https://example.com/api", { contactUrl: " https://cs.example.com/m " })).toBe("https://cs.example.com/m")
    expect(contactUrlOf(undefined, {})).toBe("/help/contact")
  })

  it("sends the text parts in order, the order number only when given", () => {
    const message = Result.getOrThrow(validateContactForm(valid))
    expect(contactTextParts(message)).toEqual([
      ["name", "Ada Lovelace"], ["email", "ada@example.com"], ["topic", "order"], ["comments", "Where is my parcel?"],
    ])
    expect(contactTextParts({ ...message, orderNumber: "10000001001" })[2]).toEqual(["orderNumber", "10000001001"])
  })
})
