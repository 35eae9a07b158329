/** The brands whose news and offers the member opts into by e-mail. */
import { emailBrands } from "../../../site/emailBrands.ts"
import { helpText } from "../../../site/text/en/help.ts"
import { useText } from "../../../site/text/useText.ts"

export const OptInFields = ({ optIns, onChange }: {
  readonly optIns: ReadonlyArray<string>
  readonly onChange: (update: (current: ReadonlyArray<string>) => ReadonlyArray<string>) => void
}) => {
  const text = useText(helpText).enroll
  return (
    <fieldset>
      <legend>{text.optInLegend}</legend>
      {emailBrands.map((brand) => (
        <label key={brand.code} className="enroll-check">
          <input
            type="checkbox"
            checked={optIns.includes(brand.code)}
            onChange={(event) =>
              onChange((current) => event.target.checked ? [...current, brand.code] : current.filter((code) => code !== brand.code))}
          />
          {brand.label}
        </label>
      ))}
    </fieldset>
  )
}
