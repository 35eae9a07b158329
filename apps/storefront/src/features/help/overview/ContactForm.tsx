/**
 * The contact e-mail form (orders §3, §4 "Contact form", §5, §8): name, e-mail, order
 * number, how can we help, comments and attachments. The domain's `validateContactForm`
 * judges it (the files by name and by content, read in the browser first); each failing
 * field shows the generic required or invalid message (aria-invalid, aria-describedby),
 * focus goes to the first, and the live region says so. A valid form runs the send behind
 * the 1 s / 1 s timeline (`useContactSend`): processing, success, then the form replaced by
 * the success message; on a send error the button is back and the store's error message
 * shows in an alert. The chosen files are counted ("3 files") and listed by name.
 *
 * The files are judged as soon as they are chosen, as on submit (`checkAttachments`: name,
 * size and content): a refused file shows its message under the input at once and the live
 * region says it, so an SVG with a script named .xml is caught before anything is typed
 * further. A failed submit announces the form's summary, and the attachments' message
 * when they are the field in error (it names its problem by itself).
 */
import {
  attachmentAccept,
  attachmentHint,
  attachmentCountLabel,
  checkAttachments,
  type ContactFormErrors,
  contactMessages,
  contactSuccessMessages,
  contactTopics,
  validateContactForm,
} from "@outfitter/domain"
import { readAttachmentFiles, useContactSend } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type FormEvent, useRef, useState } from "react"
import { helpText } from "../../../site/text/en/help.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"
import { Form } from "../../../ui/Form.tsx"
import { keepNumberInput } from "../../../ui/numberInput.ts"

const fieldIds = {
  name: "contact-name",
  email: "contact-email",
  orderNumber: "contact-order-number",
  topic: "contact-topic",
  comments: "contact-comments",
  attachments: "contact-attachments",
} as const

type Field = keyof typeof fieldIds

export const ContactForm = () => {
  const text = useText(helpText).contact
  const spec = useSpecText()
  const form = useRef<HTMLFormElement>(null)
  const { step, error, send } = useContactSend()
  const [files, setFiles] = useState<ReadonlyArray<File>>([])
  const [errors, setErrors] = useState<ContactFormErrors | undefined>(undefined)
  const { message, announce } = useAnnouncer()
  // the latest choice only: a slower read of an earlier one must not overwrite its outcome
  const choice = useRef(0)

  const choose = async (chosen: ReadonlyArray<File>) => {
    setFiles(chosen)
    const current = ++choice.current
    const refusal = checkAttachments(await readAttachmentFiles(chosen)).refused[0]
    if (current !== choice.current) return
    setErrors((previous) => {
      const { attachments: _dropped, ...others } = previous?.fields ?? {}
      const fields = refusal === undefined ? others : { ...others, attachments: refusal.message }
      return Object.keys(fields).length === 0 ? undefined : { fields, form: previous?.form ?? contactMessages.form }
    })
    if (refusal !== undefined) announce(spec(refusal.message))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (step !== "initial") return
    const data = new FormData(event.currentTarget)
    const typedText = (name: string) => {
      const value = data.get(name)
      return typeof value === "string" ? value : ""
    }
    const typed = {
      name: typedText("name"),
      email: typedText("email"),
      orderNumber: typedText("orderNumber"),
      topic: typedText("topic"),
      comments: typedText("comments"),
    }
    const checked = validateContactForm({ ...typed, attachments: await readAttachmentFiles(files) })
    if (Result.isFailure(checked)) {
      setErrors(checked.failure)
      const first = (Object.keys(fieldIds) as Array<Field>).find((field) => checked.failure.fields[field] !== undefined)
      const { form: summary, fields } = checked.failure
      announce(first === "attachments" ? `${spec(summary)} ${spec(fields.attachments ?? "")}` : spec(summary))
      if (first !== undefined) form.current?.querySelector<HTMLElement>(`#${fieldIds[first]}`)?.focus()
      return
    }
    setErrors(undefined)
    announce(text.sendingAnnouncement)
    await send({ ...typed, attachments: files })
  }

  if (step === "sent") {
    return (
      <section className="contact-success" aria-labelledby="contact-success-heading" role="status">
        <h2 id="contact-success-heading">{spec(contactSuccessMessages.main)}</h2>
        <p>{spec(contactSuccessMessages.sub)}</p>
      </section>
    )
  }

  const fieldError = (field: Field) => {
    const message = errors?.fields[field]
    return message === undefined ? undefined : spec(message)
  }
  const describedBy = (field: Field, hint?: string) =>
    [hint, fieldError(field) === undefined ? undefined : `${fieldIds[field]}-error`].filter(Boolean).join(" ") || undefined
  const errorOf = (field: Field) =>
    fieldError(field) === undefined ? null : <p id={`${fieldIds[field]}-error`} className="field-error">{fieldError(field)}</p>
  const common = (field: Field, hint?: string) => ({
    id: fieldIds[field],
    "aria-invalid": fieldError(field) !== undefined,
    "aria-describedby": describedBy(field, hint),
  })

  return (
    <section className="contact-section" aria-labelledby="contact-heading">
      <h2 id="contact-heading">{text.heading}</h2>
      <Form ref={form} className="contact-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="contact-heading">
        <div className="field">
          <label htmlFor={fieldIds.name}>{text.name}</label>
          <input {...common("name")} name="name" type="text" autoComplete="name" aria-required="true" />
          {errorOf("name")}
        </div>
        <div className="field">
          <label htmlFor={fieldIds.email}>{text.email}</label>
          <input {...common("email")} name="email" type="email" autoComplete="email" aria-required="true" />
          {errorOf("email")}
        </div>
        <div className="field">
          <label htmlFor={fieldIds.orderNumber}>{text.orderNumber}</label>
          <input {...common("orderNumber")} name="orderNumber" type="text" inputMode="numeric" autoComplete="off" onInput={keepNumberInput("orderNumber")} />
          {errorOf("orderNumber")}
        </div>
        <div className="field">
          <label htmlFor={fieldIds.topic}>{text.topic}</label>
          <select {...common("topic")} name="topic" aria-required="true" defaultValue="">
            <option value="">{text.chooseTopic}</option>
            {contactTopics.map((topic) => <option key={topic.value} value={topic.value}>{spec(topic.label)}</option>)}
          </select>
          {errorOf("topic")}
        </div>
        <div className="field">
          <label htmlFor={fieldIds.comments}>{text.comments}</label>
          <textarea {...common("comments")} name="comments" rows={5} aria-required="true" />
          {errorOf("comments")}
        </div>
        <div className="field">
          <label htmlFor={fieldIds.attachments}>{text.attachments}</label>
          <input
            {...common("attachments", "contact-attachments-hint")}
            name="attachments"
            type="file"
            multiple
            accept={attachmentAccept}
            onChange={(event) => void choose([...(event.currentTarget.files ?? [])])}
          />
          <p id="contact-attachments-hint" className="muted">
            {spec(attachmentHint)}
          </p>
          <p className="contact-files" aria-live="polite">{spec(attachmentCountLabel(files.length))}</p>
          {files.length > 1
            ? <ul aria-label={text.chosenFiles}>{files.map((file, index) => <li key={index}>{file.name}</li>)}</ul>
            : null}
          {errorOf("attachments")}
        </div>
        <div role="alert" className="contact-form-error">
          {error === undefined ? null : <p className="field-error">{spec(error)}</p>}
        </div>
        <StatefulButton state={step === "success" ? "success" : step === "processing" ? "processing" : "initial"} labels={text.button} />
      </Form>
      <LiveRegion message={message} />
    </section>
  )
}
