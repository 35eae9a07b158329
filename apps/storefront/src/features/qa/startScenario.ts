/**
 * The page's scenario, put in place as the embedded fixtures start (main.tsx runs this
 * inside the worker's start, which every service call waits for, so the first call is
 * already answered under it): the address's `?scenario=` is read and taken out of the
 * address bar, then the plan of `scenarioAddress.ts` is carried out on the fixtures running
 * in this page (`selectScenario`, the module the worker's handlers read).
 *
 * - Choose: the fixtures reset and the scenario selected; the tab remembers it; a scenario
 *   with a member signs that member in (their session cookies on the document) and the page
 *   loads again, since its first render read the cookies before the fixtures started.
 * - Resume: the remembered scenario selected again in this page's fresh fixtures. The
 *   member is not signed in again: a tester who signed out under a scenario stays out.
 * - Clear: no scenario, the fixtures reset, the tab forgets it.
 * An unknown name changes nothing (a remembered scenario stays selected) and comes back as
 * the notice the QA panel shows: the fixtures' `UnknownScenario` message, which lists the
 * names. A remembered name the fixtures no longer know is forgotten, with a notice.
 *
 * Resuming does not reset the fixtures: what a save kept in session storage for the reload
 * it triggers (an address, a card) is still there on the page that reload brings.
 */
import { clearScenario, type Scenario, selectScenario } from "@outfitter/fixtures"
import * as Result from "effect/Result"
import { becomeMember, clearAllCookies } from "./documentSession.ts"
import {
  type AddressScenario,
  addressWithoutScenario,
  planScenario,
  readAddressScenario,
  rememberedScenario,
  rememberScenario,
  type ScenarioPlan,
  type ScenarioStorage,
} from "./scenarioAddress.ts"

/** What the start did: the scenario now selected, and a message for the QA panel. */
export interface ScenarioOutcome {
  readonly scenario: Scenario | undefined
  readonly notice: string | undefined
  /** A member was signed in: the page must load again to render as them. */
  readonly signedIn?: true
  /** The tab's remembered scenario is no longer known and was forgotten (`notice` says why). */
  readonly forgotten?: true
}

/** The tab's session storage, or undefined where it is refused. */
export const tabStorage = (): ScenarioStorage | undefined => {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage
  } catch {
    return undefined
  }
}

/** What the address asks for; the parameter is taken out of the address bar (history.replaceState). */
export const takeAddressScenario = (): AddressScenario => {
  const asked = readAddressScenario(location.search)
  const clean = addressWithoutScenario(location.href)
  if (clean !== undefined) history.replaceState(history.state, "", clean)
  return asked
}

const resume = (name: string | undefined, storage: ScenarioStorage | undefined): ScenarioOutcome => {
  if (name === undefined) return { scenario: undefined, notice: undefined }
  const found = selectScenario(name, { reset: false })
  if (Result.isSuccess(found)) return { scenario: found.success, notice: undefined }
  rememberScenario(storage, undefined)
  // the panel words it (its texts travel in its own chunk, not in every page's)
  return { scenario: undefined, notice: found.failure.message, forgotten: true }
}

/**
 * Carries a plan out on the fixtures. `signIn` makes the document a member's (the
 * document's cookies by default).
 */
export const applyScenarioPlan = (
  plan: ScenarioPlan,
  storage: ScenarioStorage | undefined,
  signIn: (member: string) => void = becomeMember,
): ScenarioOutcome => {
  switch (plan._tag) {
    case "Plain":
      return { scenario: undefined, notice: undefined }
    case "Clear":
      clearScenario()
      rememberScenario(storage, undefined)
      return { scenario: undefined, notice: undefined }
    case "Resume":
      return resume(plan.name, storage)
    case "Choose": {
      const found = selectScenario(plan.name)
      if (Result.isFailure(found)) return { scenario: resume(rememberedScenario(storage), storage).scenario, notice: found.failure.message }
      rememberScenario(storage, found.success.name)
      if (found.success.member === undefined) return { scenario: found.success, notice: undefined }
      signIn(found.success.member)
      return { scenario: found.success, notice: undefined, signedIn: true }
    }
  }
}

/**
 * The scenario start around the fixtures' worker start: the worker started, then the
 * address read (and cleaned), then the plan carried out before the start resolves; the
 * page loads again when the plan signed a member in.
 *
 * The address keeps its `?scenario=` until the worker has started: msw loads the page
 * again by itself when its worker is registered but does not control the page yet (a page
 * opened while the worker a previous page registered was still activating), and that
 * load must still see the scenario it was asked for.
 */
export const startWithScenario = async (
  startWorker: () => Promise<unknown>,
  reload: () => void = () => location.reload(),
): Promise<ScenarioOutcome> => {
  await startWorker()
  const asked = takeAddressScenario()
  const storage = tabStorage()
  const outcome = applyScenarioPlan(planScenario(asked, rememberedScenario(storage)), storage)
  if (outcome.signedIn === true) reload()
  return outcome
}

/**
 * What the QA panel does to the fixtures, the tab and the cookies, handed to it rather than
 * imported: a module of this feature that two chunks imported would land in the build's
 * `shared` chunk, which every page loads, with the fixtures it imports.
 */
export const qaTools = { applyScenarioPlan, tabStorage, rememberScenario, becomeMember, clearAllCookies }

/** The tools of {@link qaTools}. */
export type QaTools = typeof qaTools

/** Loads the QA panel's chunk and puts the panel on the page. */
export const showQaPanel = async (outcome: ScenarioOutcome): Promise<void> => {
  const { mountQaPanel } = await import("./mountQaPanel.tsx")
  mountQaPanel(outcome, qaTools)
}
