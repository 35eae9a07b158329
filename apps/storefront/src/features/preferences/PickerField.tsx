/**
 * An accessible combobox for the country, language and currency pickers (platform §5):
 * type-ahead filtering with the domain's rules, arrow keys and Enter to choose, Escape to
 * close, the list closing 100 ms after focus leaves (platform §9) and reopening only once
 * the input reaches the minimum length. The required error shows on the field (described
 * by it, aria-invalid) and is announced in a live region by the form that owns it.
 */
import {
  clampPickerInput,
  filterPickerItems,
  mayOpenSuggestions,
  pickerLabel,
  type PickerItems,
  type PickerKind,
  searchInputLimits,
  uiTimings,
} from "@outfitter/domain"
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react"
import { accountText } from "../../site/text/en/account.ts"
import { useText } from "../../site/text/useText.ts"
import { useTimeout } from "../../ui/useTimeout.ts"

export interface PickerFieldProps<K extends PickerKind> {
  readonly kind: K
  readonly label: string
  readonly items: ReadonlyArray<PickerItems[K]>
  readonly text: string
  readonly onTextChange: (text: string) => void
  /** A choice from the list: its label goes into the input. */
  readonly onChoose: (item: PickerItems[K]) => void
  readonly error?: string | undefined
  readonly autoFocus?: boolean
  /** Stable key of an item (for ids). */
  readonly itemKey: (item: PickerItems[K]) => string
}

export const PickerField = <K extends PickerKind>(props: PickerFieldProps<K>) => {
  const { kind, label, items, text, onTextChange, onChoose, error, autoFocus, itemKey } = props
  const id = useId()
  const texts = useText(accountText).preferences
  const inputId = `${id}-input`
  const listId = `${id}-list`
  const errorId = `${id}-error`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const closeTimer = useTimeout()
  const inputRef = useRef<HTMLInputElement>(null)
  // the modal opens on this field
  useEffect(() => {
    if (autoFocus === true) inputRef.current?.focus()
  }, [autoFocus])

  const suggestions = filterPickerItems(kind, items, text)
  const isOpen = open && suggestions.length > 0
  const activeItem = isOpen && active >= 0 ? suggestions[active] : undefined

  const choose = (item: PickerItems[K]) => {
    onChoose(item)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      if (!isOpen) {
        setOpen(true)
        setActive(event.key === "ArrowDown" ? 0 : suggestions.length - 1)
        return
      }
      const step = event.key === "ArrowDown" ? 1 : -1
      setActive((current) => (current + step + suggestions.length) % suggestions.length)
    } else if (event.key === "Enter" && activeItem !== undefined) {
      event.preventDefault()
      choose(activeItem)
    } else if (event.key === "Escape" && isOpen) {
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <div className="picker-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={activeItem === undefined ? undefined : `${id}-option-${itemKey(activeItem)}`}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
        autoComplete="off"
        required
        minLength={searchInputLimits.minLength}
        maxLength={searchInputLimits.maxLength}
        ref={inputRef}
        value={text}
        onChange={(event) => {
          const next = clampPickerInput(event.target.value)
          onTextChange(next)
          // platform §5: the list reopens only when the input reaches the minimum length
          setOpen(mayOpenSuggestions(next))
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onFocus={closeTimer.clear}
        onBlur={() =>
          closeTimer.start(() => {
            setOpen(false)
            setActive(-1)
          }, uiTimings.autosuggestCloseMs)}
      />
      <ul id={listId} role="listbox" aria-label={texts.suggestions(label)} className="picker-list" hidden={!isOpen}>
        {isOpen
          ? suggestions.map((item, index) => (
            <li
              key={itemKey(item)}
              id={`${id}-option-${itemKey(item)}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? "picker-option is-active" : "picker-option"}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
            >
              {pickerLabel(kind, item)}
            </li>
          ))
          : null}
      </ul>
      {error === undefined ? null : (
        <p id={errorId} className="field-error picker-error">
          {error}
        </p>
      )}
    </div>
  )
}
