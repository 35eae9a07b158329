/**
 * The fixtures' stand-in for the gift card captcha: an "I am not a robot" checkbox whose
 * token, the domain's `standInCaptchaToken`, only the fixtures (and the sandbox) accept.
 * Only a fixtures build has it (GiftCardsPage.tsx names it under `--mode fixtures` alone):
 * a production build carries neither the checkbox nor its token.
 */
import { standInCaptchaToken } from "@outfitter/domain"
import { useEffect, useState } from "react"
import { standInText } from "../../../site/text/en/standIn.ts"
import { useText } from "../../../site/text/useText.ts"

export const StandInCaptcha = (props: {
  /** A new value unchecks the box (the page resets the captcha). */
  readonly generation: number
  readonly onToken: (token: string) => void
  /** The id of the captcha's error, when it shows one. */
  readonly errorId: string | undefined
}) => {
  const { generation, onToken, errorId } = props
  const text = useText(standInText)
  const [checked, setChecked] = useState(false)
  useEffect(() => setChecked(false), [generation])
  return (
    <label>
      <input
        type="checkbox"
        checked={checked}
        aria-invalid={errorId !== undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          setChecked(event.currentTarget.checked)
          onToken(event.currentTarget.checked ? standInCaptchaToken : "")
        }}
      />{" "}
      {text.notARobot}
    </label>
  )
}
