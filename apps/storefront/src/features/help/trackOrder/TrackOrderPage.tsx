/**
 * Track order: an order number (digits only) and the e-mail it was placed with. A field
 * that fails gets its error beside it (aria-invalid, aria-describedby) and the form its
 * error in an alert; valid input opens the order's page, `/account/orders/<number>?email=`,
 * where a guest sees the order.
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
import { type TrackOrderErrors, trackOrder, trackOrderReturnsAnchor } from "@outfitter/domain"
import * as Result from "effect/Result"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useLocation, useSearch } from "wouter"
import { useSite } from "../../../site/useSite.ts"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { Button, Form } from "../../../ui/Form.tsx"

const digitsOnly = (value: string): string => value.replace(/\D+/g, "")

export const TrackOrderPage = () => {
  usePageTitle("Track your order")
  const { href } = useSite()
  const [, navigate] = useLocation()
  const search = useSearch()
  const orderRef = useRef<HTMLInputElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const [errors, setErrors] = useState<TrackOrderErrors | undefined>(undefined)

  const go = (fields: { readonly orderNumber: string; readonly email: string; readonly startReturn: boolean }, focus: boolean) => {
    const outcome = trackOrder({ orderNumber: fields.orderNumber, email: fields.email, action: "", startReturn: false })
    if (Result.isFailure(outcome)) {
      setErrors(outcome.failure)
      if (focus) (outcome.failure.fields.orderNumber === undefined ? emailRef : orderRef).current?.focus()
      return
    }
    if (outcome.success.kind !== "submit") return
    setErrors(undefined)
    const query = new URLSearchParams({ email: outcome.success.email })
    const address = href(`/account/orders/${encodeURIComponent(outcome.success.orderNumber)}?${query.toString()}`)
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
    if (orderRef.current !== null) orderRef.current.value = digitsOnly(orderNumber)
    if (emailRef.current !== null) emailRef.current.value = email
    go({ orderNumber, email, startReturn: params.get("startReturn") === "true" }, false)
  }, [search])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    go(
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
      <h1>Track your order</h1>
      <p>Enter your order number and the e-mail address you used to place the order.</p>
      <Form className="track-order-form" noValidate onSubmit={submit} aria-label="Find your order">
        <div className="field">
          <label htmlFor="track-order-number">Order number</label>
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
            onInput={(event) => {
              const input = event.currentTarget
              const kept = digitsOnly(input.value)
              if (kept !== input.value) input.value = kept
            }}
          />
          <p id="track-order-number-hint" className="muted">Digits only, as in your order confirmation.</p>
          {orderError === undefined ? null : <p id="track-order-number-error" className="field-error">{orderError}</p>}
        </div>
        <div className="field">
          <label htmlFor="track-order-email">Email</label>
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
          {emailError === undefined ? null : <p id="track-order-email-error" className="field-error">{emailError}</p>}
        </div>
        {/* the form error's space is kept, so the buttons do not move when it shows */}
        <div className="track-order-error" role="alert" style={{ minHeight: "1.5rem" }}>
          {errors === undefined ? null : <p className="field-error">{errors.form}</p>}
        </div>
        <div className="track-order-actions">
          <Button type="submit" className="primary">Find order</Button>
          <Button type="submit" name="startReturn" value="true">Start a return</Button>
        </div>
      </Form>
    </div>
  )
}
