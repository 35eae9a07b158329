/**
 * The place of the header's preference menu while it cannot show yet (its chunk or its
 * options are on their way): the same box as the menu's trigger, invisible, out of the
 * accessibility tree. Without it the header grows when the menu arrives and pushes the
 * page down; on a phone the menu wraps onto a row of its own.
 */
export const PreferenceMenuPlaceholder = () => (
  <div className="preference-menu" aria-hidden="true">
    <span className="preference-trigger" style={{ visibility: "hidden", display: "inline-block" }}>
      <span className="preference-trigger-country">United States</span> · USD · English
    </span>
  </div>
)
