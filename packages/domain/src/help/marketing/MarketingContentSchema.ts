/**
 * The marketing content answer as a schema. Rules: orders §4 "Help overview, contact form
 * and marketing content", §7.
 *
 * Where the spec is silent: items may carry other fields (ignored); a spot with no content
 * has an empty list.
 *
 * @since 0.4.0
 */
import * as Schema from "effect/Schema"

/** One item of a spot's content. @category schemas */
export const MarketingContentItem = /*#__PURE__*/ Schema.Struct({ text: Schema.String })
export type MarketingContentItem = typeof MarketingContentItem.Type

/** One content spot. @category schemas */
export const MarketingSpot = /*#__PURE__*/ Schema.Struct({
  name: Schema.String,
  content: Schema.Array(MarketingContentItem),
})
export type MarketingSpot = typeof MarketingSpot.Type

/** GET `{apiRoot}/content/marketing` answer. @category schemas */
export const MarketingContent = /*#__PURE__*/ Schema.Array(MarketingSpot)
export type MarketingContent = typeof MarketingContent.Type
