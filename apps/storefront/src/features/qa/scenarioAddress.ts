/**
 * Which fixture scenario a page runs under (issue 19): what `?scenario=` in the address
 * asks for, what the tab remembers in session storage, and what to do about the two. Pure
 * and total: no fixtures, no document; `startScenario.ts` carries the plan out.
 *
 * - `?scenario=<name>` chooses that scenario; the tab keeps it (session storage,
 *   {@link qaScenarioStorageKey}) across navigation and full reloads, until cleared.
 * - `?scenario=` (empty) or `?scenario=none` clears it.
 * - no parameter: the remembered scenario, if any, is selected again.
 * The parameter is taken out of the address once read ({@link addressWithoutScenario}), so
 * links, the router and the prerendered-page match never see it.
 *
 * Where the rules are silent: the name is trimmed; a name repeated (`?scenario=a&scenario=b`)
 * counts by its last value, as a later choice overrides an earlier one; storage that throws
 * (a private window, a full quota) is read as empty and written as a no-op, so the page
 * still starts, only without remembering.
 */

/** The query parameter that chooses a scenario. */
export const scenarioParam = "scenario"

/** The session-storage key the tab's scenario is kept under. */
export const qaScenarioStorageKey = "outfitter.qa.scenario"

/** The parameter value that clears the scenario, besides an empty one. */
export const noScenario = "none"

/** What the address asks for. */
export type AddressScenario =
  | { readonly _tag: "Absent" }
  | { readonly _tag: "Clear" }
  | { readonly _tag: "Choose"; readonly name: string }

/**
 * What `?scenario=` in a query string asks for.
 *
 * @example
 * readAddressScenario("?scenario=gift-card-timeout") // => { _tag: "Choose", name: "gift-card-timeout" }
 * readAddressScenario("?scenario=none") // => { _tag: "Clear" }
 * readAddressScenario("?brand=kids") // => { _tag: "Absent" }
 */
export const readAddressScenario = (search: string): AddressScenario => {
  const values = new URLSearchParams(search).getAll(scenarioParam)
  if (values.length === 0) return { _tag: "Absent" }
  const name = (values.at(-1) ?? "").trim()
  return name === "" || name === noScenario ? { _tag: "Clear" } : { _tag: "Choose", name }
}

/**
 * The address without its `scenario` parameter (path, other parameters in their order, and
 * the hash kept), or undefined when it has none, so there is nothing to replace.
 *
 * @example
 * addressWithoutScenario("http://x.test/shop/us/stores?scenario=a&brand=kids#top") // => "/shop/us/stores?brand=kids#top"
 * addressWithoutScenario("http://x.test/shop/us") // => undefined
 */
export const addressWithoutScenario = (href: string): string | undefined => {
  const url = URL.parse(href)
  if (url === null || !url.searchParams.has(scenarioParam)) return undefined
  url.searchParams.delete(scenarioParam)
  const search = url.searchParams.toString()
  return `${url.pathname}${search === "" ? "" : `?${search}`}${url.hash}`
}

/** What to do with the fixtures as the page starts. */
export type ScenarioPlan =
  /** No scenario asked for or remembered: the plain fixtures. */
  | { readonly _tag: "Plain" }
  /** A scenario named in the address: reset, select, sign its member in, remember it. */
  | { readonly _tag: "Choose"; readonly name: string }
  /** The tab's remembered scenario, selected again in this page's fresh fixtures. */
  | { readonly _tag: "Resume"; readonly name: string }
  /** The address cleared it: no scenario, forgotten. */
  | { readonly _tag: "Clear" }

/**
 * The plan for an address and the tab's remembered scenario (undefined for none).
 *
 * @example
 * planScenario({ _tag: "Absent" }, "gift-card-timeout") // => { _tag: "Resume", name: "gift-card-timeout" }
 * planScenario({ _tag: "Clear" }, "gift-card-timeout") // => { _tag: "Clear" }
 */
export const planScenario = (address: AddressScenario, remembered: string | undefined): ScenarioPlan => {
  switch (address._tag) {
    case "Choose":
      return { _tag: "Choose", name: address.name }
    case "Clear":
      return { _tag: "Clear" }
    case "Absent":
      return remembered === undefined ? { _tag: "Plain" } : { _tag: "Resume", name: remembered }
  }
}

/** The part of `Storage` used here (a test passes a Map-backed one). */
export type ScenarioStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">

/** The tab's remembered scenario name, or undefined (none, blank, or storage refused). */
export const rememberedScenario = (storage: ScenarioStorage | undefined): string | undefined => {
  try {
    const name = storage?.getItem(qaScenarioStorageKey)?.trim()
    return name === undefined || name === "" ? undefined : name
  } catch {
    return undefined
  }
}

/** Remembers a scenario name for the tab, or forgets it (undefined). Never throws. */
export const rememberScenario = (storage: ScenarioStorage | undefined, name: string | undefined): void => {
  try {
    if (name === undefined) storage?.removeItem(qaScenarioStorageKey)
    else storage?.setItem(qaScenarioStorageKey, name)
  } catch {
    // storage refused: the scenario holds for this page only
  }
}
