/**
 * The QA panel (issue 19): in the embedded-fixtures build only, a "QA" toggle fixed in the
 * page's bottom corner opens a panel (a disclosure: the toggle says whether it is open,
 * Escape closes it and gives focus back to the toggle) with
 * - the current scenario (name and description) and a switch: every scenario, grouped by
 *   fixture context, and Apply, which resets the fixtures, selects it (signing its member
 *   in) and reloads the page;
 * - the fixture accounts, one button each, which sign that account in and reload;
 * - Reset: the fixtures back to their seed, no scenario, no cookies, empty session and
 *   local storage, then a reload: a first visit again.
 * Messages (an unknown `?scenario=`, a refused sign-in) go to the panel's live region; a
 * message at start opens the panel.
 *
 * Where the rules are silent: Reset also empties local storage (the remembered copy of
 * the sign-in state) and every cookie, not only the session's, so nothing of the earlier
 * visit shows; one-click sign-in of an e-mail account goes through the fixtures' own
 * sign-in call, which sets that account's real cookies (a guest's, a remembered user's).
 */
import { fixturePassword, resetFixtures, type Scenario, scenarios, selectedScenario } from "@outfitter/fixtures"
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react"
import { qaText } from "../../site/text/en/qa.ts"
import { useText } from "../../site/text/useText.ts"
import { type QaAccount, qaAccounts } from "./accounts.ts"
import type { QaTools } from "./startScenario.ts"
import "./qa.css"

/** The scenarios by context, in catalogue order. */
const byContext = (all: ReadonlyArray<Scenario>): ReadonlyArray<readonly [string, ReadonlyArray<Scenario>]> => {
  const groups = new Map<string, Array<Scenario>>()
  for (const scenario of all) groups.set(scenario.context, [...(groups.get(scenario.context) ?? []), scenario])
  return [...groups]
}

const emptyStorage = (storage: () => Storage): void => {
  try {
    storage().clear()
  } catch {
    // refused: nothing kept there
  }
}

export interface QaPanelProps {
  /** What the panel does to the fixtures, the tab and the cookies (`qaTools`). */
  readonly tools: QaTools
  /** A message to show at once (an unknown `?scenario=`): the panel opens with it. */
  readonly notice?: string | undefined
  /** Loads the page again (location.reload by default; a test passes its own). */
  readonly reload?: () => void
}

export const QaPanel = ({ tools, notice, reload = () => location.reload() }: QaPanelProps) => {
  const { applyScenarioPlan, becomeMember, clearAllCookies, rememberScenario, tabStorage } = tools
  const text = useText(qaText)
  const accounts = qaAccounts(text.accounts)
  const [open, setOpen] = useState(notice !== undefined)
  const [message, setMessage] = useState("")
  const current = selectedScenario()
  const [choice, setChoice] = useState(current?.name ?? "")
  const toggle = useRef<HTMLButtonElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const panelId = useId()
  const headingId = useId()
  const selectId = useId()
  const choiceId = useId()
  const chosen = scenarios.find((scenario) => scenario.name === choice)

  // the notice is written after the region is on the page, so it is announced
  useEffect(() => {
    if (notice !== undefined) setMessage(notice)
  }, [notice])

  // the panel takes no room of the page's: the page may scroll its end clear of the toggle
  useEffect(() => {
    document.documentElement.classList.add("qa-present")
    return () => document.documentElement.classList.remove("qa-present")
  }, [])

  const show = (next: boolean) => {
    setOpen(next)
    if (next) requestAnimationFrame(() => heading.current?.focus())
    else toggle.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || !open) return
    event.preventDefault()
    show(false)
  }

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const plan = choice === "" ? ({ _tag: "Clear" } as const) : ({ _tag: "Choose", name: choice } as const)
    const outcome = applyScenarioPlan(plan, tabStorage())
    if (outcome.notice !== undefined) return setMessage(outcome.notice)
    setMessage(choice === "" ? text.scenario.cleared : text.scenario.applied(choice))
    reload()
  }

  const signIn = async (account: QaAccount) => {
    if (account.signIn._tag === "Member") becomeMember(account.signIn.id)
    else {
      const answer = await fetch("/api/user/signin", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: account.signIn.email, password: fixturePassword }),
      }).catch(() => undefined)
      if (answer?.ok !== true) return setMessage(text.accounts.signInFailed(account.label, answer === undefined ? text.accounts.noAnswer : String(answer.status)))
    }
    setMessage(text.accounts.signedIn(account.label))
    reload()
  }

  const reset = () => {
    resetFixtures()
    rememberScenario(tabStorage(), undefined)
    clearAllCookies()
    emptyStorage(() => sessionStorage)
    emptyStorage(() => localStorage)
    setMessage(text.reset.done)
    reload()
  }

  const accountButton = (account: QaAccount) => (
    <li key={account.label}>
      <button type="button" className="qa-account" onClick={() => void signIn(account)}>
        <span className="qa-account-label">{account.label}</span>
        <span className="qa-account-purpose">{account.purpose}</span>
      </button>
    </li>
  )

  return (
    <aside className="qa" aria-label={text.tools} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="qa-toggle"
        aria-label={text.toggleLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => show(!open)}
      >
        {text.toggle}
      </button>
      <section id={panelId} className="qa-panel" aria-labelledby={headingId} hidden={!open}>
        <div className="qa-panel-head">
          <h2 id={headingId} ref={heading} tabIndex={-1}>{text.heading}</h2>
          <button type="button" onClick={() => show(false)}>{text.close}</button>
        </div>
        <div role="status" aria-live="polite" aria-atomic="true" className="qa-message">{message}</div>

        <h3>{text.scenario.heading}</h3>
        <p className="qa-current" data-testid="qa-current-scenario">
          {current === undefined
            ? text.scenario.none
            : <><strong>{current.name}</strong>: {current.description}</>}
        </p>
        <form onSubmit={apply} className="qa-switch">
          <label htmlFor={selectId}>{text.scenario.choose}</label>
          <select id={selectId} value={choice} aria-describedby={choiceId} onChange={(event) => setChoice(event.target.value)}>
            <option value="">{text.scenario.noneOption}</option>
            {byContext(scenarios).map(([context, group]) => (
              <optgroup key={context} label={context}>
                {group.map((scenario) => <option key={scenario.name} value={scenario.name}>{scenario.name}</option>)}
              </optgroup>
            ))}
          </select>
          <p id={choiceId} className="qa-hint">{chosen?.description ?? text.scenario.noneHint}</p>
          <button type="submit" className="qa-primary">{text.scenario.apply}</button>
        </form>

        <h3>{text.accounts.heading}</h3>
        <ul className="qa-accounts">{accounts.users.map(accountButton)}</ul>
        <h4>{text.accounts.loyaltyHeading}</h4>
        <ul className="qa-accounts">{accounts.loyalty.map(accountButton)}</ul>

        <h3>{text.reset.heading}</h3>
        <p className="qa-hint">{text.reset.hint}</p>
        <button type="button" onClick={reset}>{text.reset.button}</button>
      </section>
    </aside>
  )
}
