/**
 * The card's fields, as every card form of the storefront shows them (loyalty §5 "Card form"): the
 * number, with its brand detected and its digits grouped as they are typed; the expiry as `MM / YY`;
 * the security code. The saved-card modal and the payment re-authorisation form both use it. Its words
 * are the catalogue's (`paymentsText.cardFields`).
 *
 * Every rule is the domain's: the grouping and the cut to the brand's length (`formatCardNumber`), the
 * brand and what it shows (`cardFieldsView`: the house card hides the expiry as soon as its number is
 * recognised, amex takes a 4-digit code), the expiry's and the code's input (`formatExpiryInput`,
 * `formatCvvInput`), the keys a field takes (`cardInputAcceptsKey`), the paste delay
 * (`cardPasteFormatDelayMs`). This component only wires them to inputs.
 *
 * It is controlled: the parent holds the values (`values`, `onChange`), reads them with
 * `cardFormInputOf` when the form is sent, and gives the field errors to show (`errors`, the domain's
 * `CardFormInvalid` fields or `cardErrorFor`'s), each wired to its input with aria-describedby and
 * aria-invalid. Card data stays in the parent's state: clear it when the form goes (unmounting does).
 */
import {
  type CardFormField,
  type CardFormInput,
  cardBrandName,
  cardFieldsView,
  cardInputAcceptsKey,
  cardPasteFormatDelayMs,
  formatCardNumber,
  formatCvvInput,
  formatExpiryInput,
  genericCardName,
  parseExpiryInput,
} from "@outfitter/domain"
import { useStoreSettings } from "@outfitter/react-hooks"
import { type KeyboardEvent, type Ref, useEffect, useId, useRef } from "react"
import { paymentsText } from "../../site/text/en/payments.ts"
import { useSpecText, useText } from "../../site/text/useText.ts"
import { useTimeout } from "../../ui/useTimeout.ts"
import "./payments.css"

/** What the fields show, as typed and formatted. */
export interface CardFieldsValues {
  /** Grouped as shown ("4111 1111 1111 1111"). */
  readonly cardNumber: string
  /** `MM / YY`. */
  readonly expiry: string
  readonly cvv: string
}

/** Nothing typed yet. */
export const emptyCardFieldsValues: CardFieldsValues = { cardNumber: "", expiry: "", cvv: "" }

/** The field errors to show: the domain's form fields, and the service's card error. */
export type CardFieldsErrors = Partial<Record<CardFormField | "card", string>>

/** What the domain's form checks take (validateNewCard, validateExpiry): the expiry as month and 20YY. */
export const cardFormInputOf = (values: CardFieldsValues): CardFormInput => ({
  cardNumber: values.cardNumber,
  cvv: values.cvv,
  ...parseExpiryInput(values.expiry),
})

export interface CardFieldsProps {
  readonly values: CardFieldsValues
  readonly onChange: (values: CardFieldsValues) => void
  readonly errors?: CardFieldsErrors
  /**
   * A saved card's last four: the number shows masked and disabled (the modal's edit
   * state, platform §4) and the brand is not detected from it.
   */
  readonly savedLastFour?: string | undefined
  /** Hides the expiry whatever the number (the house card in edit). */
  readonly hideExpiry?: boolean
  /** Shows the security code (true unless said). */
  readonly showsCvv?: boolean
  /** The first field, for the form to focus. */
  readonly firstFieldRef?: Ref<HTMLInputElement>
}

/** Keypress accepts only digits (loyalty §5): any other printable key is dropped; editing keys pass. */
const digitsOnly = (event: KeyboardEvent<HTMLInputElement>) => {
  // a shortcut (paste, select all) is not typing
  if (!event.ctrlKey && !event.metaKey && !event.altKey && !cardInputAcceptsKey(event.key)) event.preventDefault()
}

/**
 * What every card input shares: a text field with the numeric keypad, taking digits only.
 * No maxlength: the domain's formatting cuts each value to its length, while a maxlength
 * would cut a paste with separators ("05 / 2031") or a longer brand's number typed over a
 * shorter one's before the formatting sees it.
 */
const digitField = { type: "text", inputMode: "numeric", onKeyDown: digitsOnly } as const

export const CardFields = ({ values, onChange, errors = {}, savedLastFour, hideExpiry = false, showsCvv = true, firstFieldRef }: CardFieldsProps) => {
  const id = useId()
  const text = useText(paymentsText).cardFields
  const spec = useSpecText()
  const { cardBrandPatterns } = useStoreSettings()
  const isSaved = savedLastFour !== undefined
  const view = cardFieldsView(isSaved ? "" : values.cardNumber, cardBrandPatterns)
  const showsExpiry = !hideExpiry && view.showsExpiry
  const brandName = cardBrandName(view.brand.code, cardBrandPatterns)
  // a brand the list names; the default and unknown brands show nothing
  const knownBrand = brandName !== genericCardName

  // a paste shows as pasted, then is formatted 100 ms later (loyalty §5); the timer reads the latest values
  const latest = useRef({ values, onChange })
  useEffect(() => {
    latest.current = { values, onChange }
  })
  const pasteTimer = useTimeout()

  const changeNumber = (typed: string, isPaste: boolean) => {
    const cvv = formatCvvInput(values.cvv, cardFieldsView(typed, cardBrandPatterns).brand.brand)
    if (!isPaste) {
      onChange({ ...values, cardNumber: formatCardNumber(typed, cardBrandPatterns), cvv })
      return
    }
    onChange({ ...values, cardNumber: typed, cvv })
    pasteTimer.start(() => {
      const current = latest.current
      current.onChange({ ...current.values, cardNumber: formatCardNumber(current.values.cardNumber, cardBrandPatterns) })
    }, cardPasteFormatDelayMs)
  }

  const errorId = (field: keyof CardFieldsErrors) => `${id}-${field}-error`
  const describedBy = (...parts: ReadonlyArray<string | false>) => parts.filter((part) => part !== false).join(" ") || undefined
  const fieldError = (field: keyof CardFieldsErrors, className = "field-error") =>
    errors[field] === undefined ? null : <p id={errorId(field)} className={className}>{spec(errors[field])}</p>
  const has = (field: keyof CardFieldsErrors) => errors[field] !== undefined

  return (
    <div className="card-fields">
      <div className="card-field">
        <label htmlFor={`${id}-number`}>{text.cardNumber}</label>
        <input
          id={`${id}-number`}
          ref={isSaved ? undefined : firstFieldRef}
          name="cardNumber"
          {...digitField}
          autoComplete={isSaved ? "off" : "cc-number"}
          disabled={isSaved}
          value={isSaved ? `•••• ${savedLastFour}` : values.cardNumber}
          onChange={(event) => changeNumber(event.target.value, (event.nativeEvent as Partial<InputEvent>).inputType === "insertFromPaste")}
          aria-invalid={has("cardNumber") || has("card") || has("geoFence")}
          aria-describedby={describedBy(
            knownBrand && `${id}-brand`,
            has("cardNumber") && errorId("cardNumber"),
            has("card") && errorId("card"),
            has("geoFence") && errorId("geoFence"),
          )}
        />
        {knownBrand ? <p id={`${id}-brand`} className="card-brand" data-brand={view.brand.brand}>{spec(brandName)}</p> : null}
        {fieldError("cardNumber")}
        {fieldError("card")}
        {fieldError("geoFence", "field-error geo-fence-error")}
      </div>
      {/* announced as it changes: the expiry field goes away for the house card */}
      <p role="status" className="card-fields-note">
        {isSaved || showsExpiry || hideExpiry ? "" : text.noExpiryForHouseCard}
      </p>
      {showsExpiry
        ? (
          <div className="card-field">
            <label htmlFor={`${id}-expiry`}>{text.expiry}</label>
            <input
              id={`${id}-expiry`}
              ref={isSaved ? firstFieldRef : undefined}
              name="expiry"
              {...digitField}
              autoComplete="cc-exp"
              placeholder={text.expiryPlaceholder}
              value={values.expiry}
              onChange={(event) => onChange({ ...values, expiry: formatExpiryInput(event.target.value) })}
              aria-invalid={has("expiry")}
              aria-describedby={describedBy(has("expiry") && errorId("expiry"))}
            />
            {fieldError("expiry")}
          </div>
        )
        : null}
      {showsCvv
        ? (
          <div className="card-field">
            <label htmlFor={`${id}-cvv`}>{text.cvv}</label>
            <input
              id={`${id}-cvv`}
              name="cvv"
              {...digitField}
              autoComplete="cc-csc"
              value={values.cvv}
              onChange={(event) => onChange({ ...values, cvv: formatCvvInput(event.target.value, view.brand.brand) })}
              aria-invalid={has("cvv")}
              aria-describedby={describedBy(`${id}-cvv-hint`, has("cvv") && errorId("cvv"))}
            />
            <p id={`${id}-cvv-hint`} className="card-field-hint">{text.cvvHint(view.cvvLength)}</p>
            {fieldError("cvv")}
          </div>
        )
        : null}
    </div>
  )
}
