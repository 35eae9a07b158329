/**
 * A two-or-few-choice toggle (platform §4 header menu "toggle"): one pressed button per
 * choice; choosing the selected one, or any while a change is running, does nothing.
 */
export const PreferenceToggle = <C extends { readonly iso: string }>(props: {
  readonly label: string
  readonly choices: ReadonlyArray<C>
  readonly selectedIso: string | undefined
  readonly busy: boolean
  readonly onChoose: (choice: C) => void
  readonly text: (choice: C) => string
  readonly lang?: (choice: C) => string
}) => (
  <div role="group" aria-label={props.label} className="preference-toggle">
    {props.choices.map((choice) => (
      <button
        key={choice.iso}
        type="button"
        lang={props.lang?.(choice)}
        aria-pressed={choice.iso === props.selectedIso}
        onClick={() => choice.iso === props.selectedIso || props.busy ? undefined : props.onChoose(choice)}
      >
        {props.text(choice)}
      </button>
    ))}
  </div>
)
