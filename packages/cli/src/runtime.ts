/**
 * The Effect runtime of a command: the clients layer over the embedded fixtures (the
 * default: an in-process fetch answering from seeded data, no network) or over plain
 * fetch to a live service (`--api-root URL`).
 *
 * Every call, with its retries, is bounded by the --timeout (a `Timeout` failure past it), and redirects to
 * another origin are refused (the clients' `redirects: "same-origin"`): nothing the
 * command sends, the member's cookies included, goes to a host it was not pointed at.
 * A command that acts as a loyalty member sends the member's session cookies with every
 * request ({@link memberFetch}). For text output every string of a command's result is
 * made plain text (plainText.ts) before any view sees it; --json output keeps the data as
 * it came.
 *
 * @since 0.1.0
 */
import type { Clients } from "@outfitter/clients"
import { type ClientBase, clientBaseLayer, type ClientsOptions, defaultTimeout } from "@outfitter/clients/base"
import { defaultSiteCode as siteCodeDefault, type SiteCode, siteStoreSettings } from "@outfitter/domain/site"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import { usageError } from "./CliError.ts"
import { plainData } from "./plainText.ts"

/** The API root the embedded fixtures answer on; never resolved over a network. */
export const embeddedApiRoot = "http://fixtures.outfitter.invalid/api"

/** How a command talks to the service. @category models */
export interface RunOptions {
  /** A live service's API root; undefined means the embedded fixtures answer. */
  readonly apiRoot: string | undefined
  /** The output is JSON: the result is kept as it came; otherwise it is made plain text. */
  readonly json?: boolean | undefined
  /** Each call's time-out in seconds (default: the clients' 15 s). */
  readonly timeout?: number | undefined
  /** The loyalty member the calls are made as (their WC_USERACTIVITY id), when there is one. */
  readonly member?: string | undefined
  /** A fixtures scenario (--scenario): selected in the embedded fixtures, or sent as a header with an API root. */
  readonly scenario?: string | undefined
  /** The site (--site): its store id and wallet path (the domain's `siteStoreSettings`); default the US site's. */
  readonly site?: SiteCode | undefined
  /** Where the kept sessions are found (XDG_CONFIG_HOME, HOME); default the process's environment. */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined
}

/**
 * A fetch that sends the member's session cookies with every request: the fixtures (and
 * the sandbox) know a signed-in customer by `WC_USERACTIVITY_{id}` with userType R, its
 * value naming the site's store. Only for the embedded fixtures and the sandbox: a live
 * service gets the session `outfitter auth login` kept (session.ts).
 *
 * @category http
 */
export const memberFetch = (member: string, base: typeof globalThis.fetch, storeId = siteStoreSettings(undefined).storeId): typeof globalThis.fetch =>
  cookieFetch(madeUpCookies(member, storeId), base)

/** The cookies the fixtures and the sandbox know a member by, naming the site's store. */
const madeUpCookies = (member: string, storeId: string) => `userType=R; WC_USERACTIVITY_${member}=${member}%2C${storeId}`

/**
 * The fetch of a member command (memberSession.ts): over the embedded fixtures the member's
 * made-up cookies; against an API root the kept session's, or made-up ones for a sandbox.
 */
const memberSessionFetch = async (
  apiRoot: string | undefined,
  options: LayerOptions,
  member: string,
  storeId: string,
  base: typeof globalThis.fetch | undefined,
): Promise<typeof globalThis.fetch> => {
  const through = base ?? globalThis.fetch
  if (apiRoot === undefined) return memberFetch(member, through, storeId)
  const { memberCookies } = await import("./memberSession.ts")
  const madeUp = madeUpCookies(member, storeId)
  const cookies = await memberCookies(
    { apiRoot, site: options.site ?? siteCodeDefault, env: options.env ?? process.env, timeoutMs: (options.timeout ?? Duration.toSeconds(defaultTimeout)) * 1000 },
    madeUp,
    through,
  )
  return cookieFetch(cookies, through)
}

/**
 * A fetch that sends these cookies (a Cookie header's value) with every request.
 *
 * @category http
 */
export const cookieFetch = (cookies: string, base: typeof globalThis.fetch): typeof globalThis.fetch => (input, init) => {
  const request = new Request(input, init)
  request.headers.set("cookie", cookies)
  return base(request)
}

/**
 * The clients options every command uses: the time-out and same-origin redirects. The
 * time-out bounds each call with its retries (`timeoutWithRetries`), not only each attempt:
 * a look-up the client would try 4 times, or a cancel tried 3 times, still ends within
 * --timeout, as the CLI promises. A command that makes several calls (the returns wizard,
 * `wallet status --watch`) gives each call that time, not the whole command.
 *
 * @category layers
 */
export const transportOptions = (timeout: number | undefined): Pick<ClientsOptions, "timeout" | "timeoutWithRetries" | "redirects"> => {
  const bound = timeout === undefined ? defaultTimeout : Duration.seconds(timeout)
  return { timeout: bound, timeoutWithRetries: bound, redirects: "same-origin" }
}

/**
 * The fetch a command's calls go through before any member cookies: the embedded
 * fixtures, or plain fetch to --api-root. A --scenario is sent with every call in the
 * `x-outfitter-scenario` header, which the embedded fixtures and the sandbox apply to
 * that call (and a live service ignores); a scenario with a set-up or a fixed clock is
 * also selected in the embedded fixtures, as those belong to the whole fixture world.
 * The name is checked against the fixtures' catalogue first either way: an unknown one
 * is a usage error (exit 2) listing the known names, and nothing is called. The fixtures
 * are imported only when used.
 *
 * @category http
 */
export const baseFetch = async (apiRoot: string | undefined, scenario: string | undefined): Promise<typeof globalThis.fetch> => {
  const base = apiRoot === undefined ? (await import("@outfitter/fixtures/node")).createFixtureFetch() : globalThis.fetch
  if (scenario === undefined) return base
  const { findScenario, scenarioHeader, selectScenario } = await import("@outfitter/fixtures")
  const found = findScenario(scenario)
  if (Result.isFailure(found)) throw usageError(found.failure.message)
  if (apiRoot === undefined && (found.success.setup !== undefined || found.success.now !== undefined)) selectScenario(scenario)
  return (input, init) => {
    const request = new Request(input, init)
    request.headers.set(scenarioHeader, scenario)
    return base(request)
  }
}

/** What {@link commandLayer} takes besides the API root. @category models */
export type LayerOptions = Pick<RunOptions, "timeout" | "member" | "scenario" | "site" | "env">

/**
 * The clients for a command, as the member when one is given, in the scenario when one
 * is given ({@link baseFetch}): every client, or only `services` over the clients' base.
 * A command that names its services loads only their modules (`@outfitter/clients/orders`,
 * …), which is most of a command's start-up time under Node; every client is imported
 * only when a command needs them all.
 *
 * @category layers
 */
export async function commandLayer(
  apiRoot: string | undefined,
  options?: LayerOptions,
): Promise<Layer.Layer<Clients | ClientBase>>
export async function commandLayer<R>(
  apiRoot: string | undefined,
  options: LayerOptions,
  services: Layer.Layer<R, never, ClientBase>,
): Promise<Layer.Layer<R | ClientBase>>
export async function commandLayer<R>(
  apiRoot: string | undefined,
  options: LayerOptions = {},
  services?: Layer.Layer<R, never, ClientBase>,
): Promise<Layer.Layer<Clients | ClientBase> | Layer.Layer<R | ClientBase>> {
  const base = apiRoot === undefined || options.scenario !== undefined ? await baseFetch(apiRoot, options.scenario) : undefined
  const settings = siteStoreSettings(options.site)
  const fetch = options.member === undefined ? base : await memberSessionFetch(apiRoot, options, options.member, settings.storeId, base)
  const clientsOptions: ClientsOptions = {
    apiRoot: apiRoot ?? embeddedApiRoot,
    settings,
    ...(fetch === undefined ? {} : { fetch }),
    ...transportOptions(options.timeout),
  }
  if (services !== undefined) return services.pipe(Layer.provideMerge(clientBaseLayer(clientsOptions)))
  const { clientsLayer } = await import("@outfitter/clients")
  return clientsLayer(clientsOptions)
}

/**
 * A command's result as its output needs it: as it came for --json, else with every
 * string made plain text.
 *
 * @category running
 */
export const forOutput = <A, E>(result: Result.Result<A, E>, options: Pick<RunOptions, "json">): Result.Result<A, E> =>
  options.json === true ? result : Result.map(result, plainData)

/**
 * Runs a program that needs the clients (as the member, when one is given): every client,
 * or only `services` when the command names them ({@link commandLayer}). Expected
 * failures come back as a Result;
 * defects reject (bin.ts reports them as one line, exit 1).
 *
 * @category running
 */
export const runWithClients = async <A, E, R extends Clients = Clients>(
  program: Effect.Effect<A, E, R | ClientBase>,
  options: RunOptions,
  services?: Layer.Layer<R, never, ClientBase>,
): Promise<Result.Result<A, E>> => {
  const layer: Layer.Layer<R | ClientBase> = services === undefined ? await commandLayer(options.apiRoot, options) : await commandLayer(options.apiRoot, options, services)
  return forOutput(await Effect.runPromise(Effect.result(Effect.provide(program, layer))), options)
}
