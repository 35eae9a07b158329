/** A step that chooses one method among cards (the return method, the refund method). */
import type { RefundMethod, ReturnMethod } from "@outfitter/domain"
import type { RefObject } from "react"

/** One method's card: its title and what it means. */
export interface MethodCard<M extends string> {
  readonly method: M
  readonly title: string
  readonly text: string
}

/** The cards of some methods, in the order given, from the catalogue's texts of each. */
export const methodCards = <M extends string>(
  methods: ReadonlyArray<M>,
  texts: { readonly [K in M]: { readonly title: string; readonly text: string } },
): ReadonlyArray<MethodCard<M>> => methods.map((method) => ({ method, ...texts[method] }))

/** The return methods, in the order their cards show. */
export const returnMethods = ["prepaidLabel", "shipYourself"] as const satisfies ReadonlyArray<ReturnMethod>
/** The refund methods, in the order their cards show. */
export const refundMethods = ["originalPayment", "eGiftCard"] as const satisfies ReadonlyArray<RefundMethod>

export const MethodStep = <M extends string>({ headingRef, title, legend, cards, chosen, unavailable, onChoose }: {
  readonly headingRef: RefObject<HTMLHeadingElement | null>
  readonly title: string
  readonly legend: string
  readonly cards: ReadonlyArray<MethodCard<M>>
  readonly chosen: M
  readonly unavailable: { readonly method: M; readonly why: string } | undefined
  readonly onChoose: (method: M) => void
}) => (
  <div className="returns-step">
    <h3 ref={headingRef} tabIndex={-1}>{title}</h3>
    <fieldset className="returns-cards">
      <legend>{legend}</legend>
      {cards.map((card) => {
        const disabled = unavailable?.method === card.method
        return (
          <label key={card.method} className={`returns-card${chosen === card.method ? " is-active" : ""}${disabled ? " is-disabled" : ""}`}>
            <input
              type="radio"
              name={`returns-${title}`}
              value={card.method}
              checked={chosen === card.method}
              disabled={disabled}
              aria-describedby={disabled ? `returns-${card.method}-why` : undefined}
              onChange={() => onChoose(card.method)}
            />
            <span className="returns-card-title">{card.title}</span>
            <span className="returns-card-text">{card.text}</span>
            {disabled ? <span id={`returns-${card.method}-why`} className="returns-card-text muted">{unavailable.why}</span> : null}
          </label>
        )
      })}
    </fieldset>
  </div>
)
