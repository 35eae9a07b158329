/**
 * Fast enroll's campaign: its id from the page's query and the confirmation's content spot
 * names. Rules: docs/rules/orders-returns-help.md#fast-enroll-the-session-login-and-global-sign-on (orders §4), §9.
 *
 * Where the spec is silent:
 * - the campaign id is the `campaignId` query parameter, trimmed, when it is 1 to 64
 *   letters, digits, `_` or `-` (it becomes part of content spot names); anything else is
 *   no campaign;
 * - the three spots are named `fastEnroll-success-existing`, `fastEnroll-success-new` and
 *   `fastEnroll-success-action`, each suffixed with `-{campaignId}` when there is one.
 *
 * @since 0.6.0
 */

/** The query parameter naming the campaign (§3). @category constants */
export const fastEnrollCampaignParam = "campaignId"

/**
 * The campaign id of the page's query (a URLSearchParams or a query string with or
 * without "?"): 1 to 64 letters, digits, `_` or `-`, else undefined.
 *
 * @example
 * import { fastEnrollCampaignId } from "@outfitter/domain"
 * fastEnrollCampaignId("?campaignId=spring-26") // => "spring-26"
 * fastEnrollCampaignId("?campaignId=<b>") // => undefined
 * @category parsing
 */
export const fastEnrollCampaignId = (query: URLSearchParams | string): string | undefined => {
  const params = query instanceof URLSearchParams
    ? query
    : new URLSearchParams(typeof query === "string" ? query.replace(/^\?/, "") : "")
  const id = params.get(fastEnrollCampaignParam)?.trim()
  return id !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : undefined
}

/** The confirmation's content spots, before the campaign suffix. @category constants */
export const fastEnrollSpotBases = {
  existingUser: "fastEnroll-success-existing",
  newUser: "fastEnroll-success-new",
  action: "fastEnroll-success-action",
} as const

/** @category models */
export type FastEnrollContentSpots = { readonly [K in keyof typeof fastEnrollSpotBases]: string }

/**
 * The three confirmation content spot names, suffixed with `-{campaignId}` when there is a
 * campaign (an id that is not one is ignored).
 *
 * @example
 * import { fastEnrollContentSpots } from "@outfitter/domain"
 * fastEnrollContentSpots("spring").newUser // => "fastEnroll-success-new-spring"
 * fastEnrollContentSpots(undefined).action // => "fastEnroll-success-action"
 * @category constructors
 */
export const fastEnrollContentSpots = (campaignId: string | undefined): FastEnrollContentSpots => {
  const id = typeof campaignId === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(campaignId) ? `-${campaignId}` : ""
  return {
    existingUser: `${fastEnrollSpotBases.existingUser}${id}`,
    newUser: `${fastEnrollSpotBases.newUser}${id}`,
    action: `${fastEnrollSpotBases.action}${id}`,
  }
}
