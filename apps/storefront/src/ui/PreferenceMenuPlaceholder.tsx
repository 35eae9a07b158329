/**
 * The place of the header's preference menu while it cannot show yet (its chunk or its
 * options are on their way): the same box as the menu's trigger, invisible, out of the
 * accessibility tree. Without it the header grows when the menu arrives and pushes the
 * page down; on a phone the menu wraps onto a row of its own.
 */
import { shellText } from "../site/text/en/shell.ts"
import { useText } from "../site/text/useText.ts"

export const PreferenceMenuPlaceholder = () => {
  const text = useText(shellText).preferencePlaceholder
  return (
    <div className="preference-menu" aria-hidden="true">
      <span className="preference-trigger" style={{ visibility: "hidden", display: "inline-block" }}>
        <span className="preference-trigger-country">{text.country}</span> {text.rest}
      </span>
    </div>
  )
}
