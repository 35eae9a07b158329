/**
 * The help contact form's client (orders-returns-help §3 "Help and enrol entities", §5
 * "Contact form"). The rules show no send call; Outfitter's contract (domain
 * `contactUrlOf`, `contactTextParts`): `POST {contactUrl}` (a store setting, "" means
 * `{apiRoot}/help/contact`) as `multipart/form-data`, the text fields then each file as an
 * `attachments` part. A 2xx JSON answer is success (its body is not used).
 *
 * - **attachmentFilesOf** reads each chosen file (at most the domain's
 *   `attachmentLimits.maxFileBytes` of it), what the domain's `checkAttachments` judges;
 *   reading is I/O, so it lives here, not in the domain.
 * - **send** checks the form with the domain's `validateContactForm` first (a form that
 *   fails is InvalidParams with its first invalid field and that field's message, such as
 *   "This CSV file contains HTML and cannot be attached.", before any request), then posts
 *   the bytes it judged, never retried: a second try could send the message twice. Each
 *   file part has the safe name the domain gave it (`safeAttachmentName`) and the content
 *   type of the kind its content was recognised as (`attachmentContentTypes`), never the
 *   name or type the browser declared.
 *
 * The multipart body goes through the shared Http service's `execute` as a FormData, which
 * fetch encodes (it sets the multipart content type and boundary itself).
 *
 * @since 0.4.0
 */
import { InvalidParams } from "@outfitter/domain/errors"
import {
  attachmentContentTypes,
  attachmentLimits,
  type AttachmentFile,
  contactAttachmentField,
  contactTextParts,
  contactUrlOf,
  validateContactForm,
} from "@outfitter/domain/help"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { ApiConfig } from "../config/ApiConfig.ts"
import { Http } from "../http/Http.ts"
import { decodeJsonResponse, type ServiceCallError } from "../http/ServiceResponse.ts"
import { Session } from "../session/Session.ts"

/** The form as typed, with the files chosen. @category models */
export interface ContactSendForm {
  readonly name: string
  readonly email: string
  readonly orderNumber: string
  readonly topic: string
  readonly comments: string
  readonly attachments: ReadonlyArray<File>
}

/**
 * The chosen files as the domain judges them: name, size and content, at most
 * `attachmentLimits.maxFileBytes` of it (a larger file is refused by its size; a file that
 * cannot be read has no bytes, so it is refused as empty).
 *
 * @category constructors
 */
export const attachmentFilesOf = (files: ReadonlyArray<File>): Effect.Effect<ReadonlyArray<AttachmentFile>> =>
  Effect.forEach(files, (file) =>
    Effect.promise(() => file.slice(0, attachmentLimits.maxFileBytes).arrayBuffer().catch(() => new ArrayBuffer(0))).pipe(
      Effect.map((bytes): AttachmentFile => ({ name: file.name, size: file.size, bytes: new Uint8Array(bytes) })),
    ))

/** @category models */
export interface ContactShape {
  /** Checks the form and its files, then posts them as multipart. */
  readonly send: (form: ContactSendForm) => Effect.Effect<void, ServiceCallError>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig
  const { settings } = yield* Session
  const url = contactUrlOf(apiRoot, settings)

  const send: ContactShape["send"] = Effect.fn("Contact.send")(function*(form) {
    const files = yield* attachmentFilesOf(form.attachments)
    const checked = validateContactForm({ ...form, attachments: files })
    if (Result.isFailure(checked)) {
      const [field, message] = Object.entries(checked.failure.fields)[0] ?? []
      return yield* Effect.fail(new InvalidParams({ message: message ?? checked.failure.form, field }))
    }
    const body = new FormData()
    for (const [name, value] of contactTextParts(checked.success)) body.append(name, value)
    // every file was accepted, so the accepted list is the files in the order given
    checked.success.attachments.forEach((accepted, index) => {
      const content = files[index]?.bytes ?? new Uint8Array(0)
      body.append(contactAttachmentField, new Blob([content], { type: attachmentContentTypes[accepted.kind] }), accepted.name)
    })
    // FormData passes through to fetch, which writes the multipart body and its content type
    const request = { method: "POST" as const, url, headers: { accept: "application/json" }, body }
    yield* client.execute(request).pipe(decodeJsonResponse(Schema.Unknown))
  })

  return { send } satisfies ContactShape
})

/**
 * The contact form's client.
 *
 * @example
 * import { Contact } from "@outfitter/clients"
 * const sent = Contact.use((contact) =>
 *   contact.send({ name: "Ada", email: "ada@example.com", orderNumber: "", topic: "order", comments: "Hello", attachments: [] }))
 * @category services
 */
export class Contact extends Context.Service<Contact, ContactShape>()("outfitter/Contact") {
  /** Real HTTP; needs the Http service, the ApiConfig and the Session (its `contactUrl` setting). */
  static readonly layer = Layer.effect(Contact)(make)
}
