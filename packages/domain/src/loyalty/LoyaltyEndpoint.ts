/**
 * The loyalty endpoints and the checks every loyalty call makes before anything is sent.
 * Rules: platform §5 "Users and services", §7; loyalty §5 "Endpoint path".
 *
 * Where the spec is silent: the endpoint name is matched exactly (it becomes a path
 * segment); 'Loyalty is not enabled for this store' and 'Invalid Settings' (an empty
 * service root) are InvalidParams; the checks run endpoint, loyalty enabled, settings, then
 * the visitor (session/Permissions.ts).
 *
 * @since 0.1.0
 */
import * as Predicate from "effect/Predicate"
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/index.ts"
import { fieldsOf, rootOf, shownAs, stringOf, trimmedOf } from "../kernel/Untrusted.ts"
import type { Campaign, LoyaltyEndpoint } from "./LoyaltyEndpointSchema.ts"

/**
 * The four loyalty endpoints (platform §7).
 *
 * @category constants
 */
export const loyaltyEndpoints = ["rewards", "promotions", "info", "history"] as const

/**
 * The spec's messages for refused loyalty calls (platform §5, §8; loyalty-payments §5).
 *
 * @category constants
 */
export const loyaltyMessages = {
  notEnabled: "Loyalty is not enabled for this store",
  invalidSettings: "Invalid Settings",
  campaignFieldsMissing: "email, event, and token must be supplied",
  endpointMissing: "Endpoint path must be a non-empty string",
} as const

/**
 * The message for a non-empty endpoint that is not one of the four.
 *
 * @category constants
 */
export const unknownLoyaltyEndpointMessage = (endpoint: string): string => `Unknown loyalty endpoint: ${shownAs(endpoint)}`

/**
 * Type guard for the four endpoint names.
 *
 * @category predicates
 */
export const isLoyaltyEndpoint = (value: unknown): value is LoyaltyEndpoint =>
  Predicate.isString(value) && (loyaltyEndpoints as ReadonlyArray<string>).includes(value)

/**
 * Checks an endpoint name; never throws.
 *
 * @example
 * import { parseLoyaltyEndpoint } from "@outfitter/domain"
 * parseLoyaltyEndpoint("history") // => Success("history")
 * parseLoyaltyEndpoint("") // => Failure(InvalidParams 'Endpoint path must be a non-empty string')
 * @category parsing
 */
export const parseLoyaltyEndpoint = (value: unknown): Result.Result<LoyaltyEndpoint, InvalidParams> => {
  if (isLoyaltyEndpoint(value)) return Result.succeed(value)
  if (!Predicate.isString(value) || value === "") {
    return Result.fail(new InvalidParams({ message: loyaltyMessages.endpointMissing, field: "endpoint" }))
  }
  return Result.fail(new InvalidParams({ message: unknownLoyaltyEndpointMessage(value), field: "endpoint" }))
}

/**
 * Loyalty is enabled for the store, else 'Loyalty is not enabled for this store' (platform §5).
 * Settings that are not an object, or a flag that is not `true`, are not enabled.
 *
 * @category rules
 */
export const requireLoyaltyEnabled = (
  settings: { readonly loyaltyEnabled: boolean },
): Result.Result<void, InvalidParams> =>
  fieldsOf(settings).loyaltyEnabled === true
    ? Result.void
    : Result.fail(new InvalidParams({ message: loyaltyMessages.notEnabled, field: "loyaltyEnabled" }))

/**
 * A service root the call needs is configured, else 'Invalid Settings' (platform §8).
 * `name` is the setting's name, kept in `field` so a host can say which one. A URL that is
 * not a string is not configured.
 *
 * @example
 * import { requireServiceRoot } from "@outfitter/domain"
 * requireServiceRoot("loyaltyApp", " ") // => Failure(InvalidParams 'Invalid Settings')
 * @category rules
 */
export const requireServiceRoot = (name: string, url: string | undefined): Result.Result<string, InvalidParams> =>
  typeof url !== "string" || url.trim() === ""
    ? Result.fail(new InvalidParams({ message: loyaltyMessages.invalidSettings, field: stringOf(name) }))
    : Result.succeed(rootOf(url))


/**
 * Campaign input: email, event and token must all be non-blank strings, else 'email,
 * event, and token must be supplied' (platform §5). Values are trimmed; no e-mail format
 * check is made, as the spec asks only that it be supplied.
 *
 * @example
 * import { validateCampaign } from "@outfitter/domain"
 * validateCampaign({ email: "a@example.com", event: "signup" }) // => Failure(InvalidParams)
 * @category validation
 */
export const validateCampaign = (input: unknown): Result.Result<Campaign, InvalidParams> => {
  const record: { readonly [x: PropertyKey]: unknown } = Predicate.isObject(input) ? input : {}
  const email = trimmedOf(record["email"])
  const event = trimmedOf(record["event"])
  const token = trimmedOf(record["token"])
  if (email === undefined || event === undefined || token === undefined) {
    const field = email === undefined ? "email" : event === undefined ? "event" : "token"
    return Result.fail(new InvalidParams({ message: loyaltyMessages.campaignFieldsMissing, field }))
  }
  return Result.succeed({ email, event, token })
}

/**
 * The two switch-account choices (platform §7: PUT {apiRoot}/user/loyalty/switch/accept or decline).
 *
 * @category constants
 */
export const switchAccountChoices = ["accept", "decline"] as const

/** @category models */
export type SwitchAccountChoice = (typeof switchAccountChoices)[number]

/**
 * Checks a switch-account choice; anything else is InvalidParams.
 *
 * @category parsing
 */
export const parseSwitchAccountChoice = (value: unknown): Result.Result<SwitchAccountChoice, InvalidParams> =>
  value === "accept" || value === "decline"
    ? Result.succeed(value)
    : Result.fail(new InvalidParams({ message: `Unknown switch-account choice: ${shownAs(value)}`, field: "choice" }))
