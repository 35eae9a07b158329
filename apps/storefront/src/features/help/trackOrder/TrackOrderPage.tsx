/**
 * Track order: an order number (digits only) and the e-mail it was placed with. A field
 * that fails gets its error beside it (aria-invalid, aria-describedby) and the form its
 * error in an alert; valid input looks the order up and opens its page,
 * `/account/orders/<number>?email=`, where a guest sees the order. An order that is not
 * found, or a look-up that fails, keeps the form as it was typed, with the message by its
 * buttons (Outfitter's choice: the shopper corrects the number or the e-mail where they
 * typed it, instead of meeting "We could not find that order" on a page of its own).
 *
 * Starting a return is the form's second submit button, "Start a return": the same
 * address with the returns intro's anchor (`#order-returns-intro`), so the order page opens
 * the returns flow. A second button rather than a checkbox: it is one press and it says
 * what it does.
 *
 * The page is prerendered and its buttons are disabled until it is hydrated, so nothing is
 * sent before the script runs. An address that carries the fields (`?orderNumber=&email=`,
 * `startReturn=true`) is checked the same way once the page runs: it goes on, or shows the
 * errors with the fields filled in. Nothing here reads the browser while rendering.
 */
import { numberFieldInput, type TrackOrderErrors, trackOrder, trackOrderReturnsAnchor } from "@outfitter/domain"
import { orderDetailsQueryOptions, useRunClient } from "@outfitter/react-hooks"
import { useQueryClient } from "@tanstack/react-query"
import * as Result from "effect/Result"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useLocation, useSearch } from "wouter"
import { helpText } from "../../../site/text/en/help.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { Button, Form } from "../../../ui/Form.tsx"
import { keepNumberInput } from "../../../ui/numberInput.ts"

const tagOf = (value: unknown): unknown => (typeof value === "object" && value !== null ? (value as { readonly _tag?: unknown })._tag : undefined)

/** No such order for that e-mail: the read's answer (an `OrderDetailsError`), possibly after its retries. */
const isNotFound = (error: unknown): boolean =>
  tagOf(error) === "NotFound" || (tagOf(error) === "MaxRetries" && tagOf((error as { readonly last?: unknown }).last) === "NotFound")

export const TrackOrderPage = () => {
  const text = useText(helpText).trackOrder
  const spec = useSpecText()
  usePageTitle(text.title)
  const { href } = useSite()
  const [, navigate] = useLocation()
  const search = useSearch()
  const orderRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const [errors, setErrors] = useState<TrackOrderErrors | undefined>(undefined)
  const [lookupProblem, setLookupProblem] = useState<string | undefined>(undefined)
  const [isLooking, setLooking] = useState(false)
  const queryClient = useQueryClient()
  const run = useRunClient()

  const go = async (fields: { readonly orderNumber: string; readonly email: string; readonly startReturn: boolean }, focus: boolean) => {
    const outcome = trackOrder({ orderNumber: fields.orderNumber, email: fields.email, action: "", startReturn: false })
    setLookupProblem(undefined)
    if (Result.isFailure(outcome)) {
      setErrors(outcome.failure)
      if (focus) (outcome.failure.fields.orderNumber === undefined ? emailRef : orderRef).current?.focus()
      return
    }
    if (outcome.success.kind !== "submit") return
    setErrors(undefined)
    const { orderNumber, email } = outcome.success
    // the order is read before its page opens (the page then shows it from the cache)
    setLooking(true)
    try {
      await queryClient.fetchQuery(orderDetailsQueryOptions(run, orderNumber, email))
    } catch (failure) {
      setLooking(false)
      setLookupProblem(isNotFound(failure) ? text.notFound : text.lookupFailed)
      return
    }
    setLooking(false)
    const query = new URLSearchParams({ email })
    const address = href(`/account/orders/${encodeURIComponent(orderNumber)}?${query.toString()}`)
    navigate(fields.startReturn ? `${address}#${trackOrderReturnsAnchor}` : address)
  }

  // a form sent before the page's script ran arrives as this page's query
  const fromQuery = useRef(false)
  useEffect(() => {
    const params = new URLSearchParams(search)
    const orderNumber = params.get("orderNumber")
    const email = params.get("email")
    if (fromQuery.current || orderNumber === null || email === null) return
    fromQuery.current = true
    if (orderRef.current !== null) orderRef.current.value = numberFieldInput("orderNumber", orderNumber)
    if (emailRef.current !== null) emailRef.current.value = email
    void go({ orderNumber, email, startReturn: params.get("startReturn") === "true" }, false)
  }, [search])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isLooking) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    void go(
      {
        orderNumber: orderRef.current?.value ?? "",
        email: emailRef.current?.value ?? "",
        startReturn: submitter instanceof HTMLButtonElement && submitter.name === "startReturn",
      },
      true,
    )
  }

  const orderError = errors?.fields.orderNumber
  const emailError = errors?.fields.email
  return (
    <div className="page track-order">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      <Form className="track-order-form" noValidate onSubmit={submit} aria-label={text.formLabel}>
        <div className="field">
          <label htmlFor="track-order-number">{text.orderNumber}</label>
          <input
            ref={orderRef}
            id="track-order-number"
            name="orderNumber"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            aria-required="true"
            aria-invalid={orderError !== undefined}
            aria-describedby={orderError === undefined ? "track-order-number-hint" : "track-order-number-hint track-order-number-error"}
            onInput={keepNumberInput("orderNumber")}
          />
          <p id="track-order-number-hint" className="muted">{text.orderNumberHint}</p>
          {orderError === undefined ? null : <p id="track-order-number-error" className="field-error">{spec(orderError)}</p>}
        </div>
        <div className="field">
          <label htmlFor="track-order-email">{text.email}</label>
          <input
            ref={emailRef}
            id="track-order-email"
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
            aria-invalid={emailError !== undefined}
            aria-describedby={emailError === undefined ? undefined : "track-order-email-error"}
          />
          {emailError === undefined ? null : <p id="track-order-email-error" className="field-error">{spec(emailError)}</p>}
        </div>
        {/* the form error's space is kept, so the buttons do not move when it shows */}
        <div className="track-order-error" role="alert" style={{ minHeight: "1.5rem" }}>
          {errors === undefined ? null : <p className="field-error">{spec(errors.form)}</p>}
          {lookupProblem === undefined ? null : <p className="field-error">{lookupProblem}</p>}
        </div>
        <div className="track-order-actions" aria-busy={isLooking}>
          <Button type="submit" className="primary" aria-disabled={isLooking}>{text.find}</Button>
          <Button type="submit" name="startReturn" value="true" aria-disabled={isLooking}>{text.startReturn}</Button>
        </div>
      </Form>
    </div>
  )
}
