/** A step that chooses one method among cards (the return method, the refund method). */
import type { RefObject } from "react"
import type { MethodCard } from "./returnsText.ts"

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
