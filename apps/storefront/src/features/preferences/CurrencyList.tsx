import type { HeaderMenu } from "@outfitter/domain"
import { useState } from "react"
import { accountText } from "../../site/text/en/account.ts"
import { useText } from "../../site/text/useText.ts"
import { StatefulButton } from "../../ui/StatefulButton.tsx"

/** The inline currency list (platform §2 "currency selection (inline list)"). */
export const CurrencyList = ({ menu, state, onConfirm }: { readonly menu: HeaderMenu; readonly state: Parameters<typeof StatefulButton>[0]["state"]; readonly onConfirm: (iso: string) => void }) => {
  const [chosen, setChosen] = useState(menu.currency.selected.iso)
  const text = useText(accountText).preferences
  return (
    <form
      className="currency-list"
      onSubmit={(event) => {
        event.preventDefault()
        if (state === "initial") onConfirm(chosen)
      }}
    >
      <fieldset>
        <legend>{text.chooseCurrency}</legend>
        {menu.currency.choices.map((currency) => (
          <label key={currency.iso}>
            <input type="radio" name="currency" value={currency.iso} checked={chosen === currency.iso} onChange={() => setChosen(currency.iso)} />
            {currency.iso} {currency.name}
          </label>
        ))}
      </fieldset>
      <StatefulButton state={state} labels={{ initial: text.saveCurrency }} />
    </form>
  )
}
