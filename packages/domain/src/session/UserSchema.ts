/**
 * The user service's wire schemas (platform §3 "User (as read)", §5, §7): the user record
 * and the remembered, exists and user-preference responses. Where the spec is silent:
 * - the remembered call's response is `{ isRemembered }` (other fields are ignored);
 * - the exists call answers `{ exists }`;
 * - the user-preference service answers `{ payload: { preference: { preferredStore } } }`
 *   (the spec's "payload.preference.preferredStore").
 *
 * The user rules (User.ts) hold no schema, so a rule never brings Schema.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * The user as read: email, firstName, isRemembered and preference.preferredStore. Other
 * fields the service sends are kept out.
 *
 * @category schemas
 */
export const UserRecord = /*#__PURE__*/ Schema.Struct({
  email: Schema.String,
  firstName: Schema.String,
  isRemembered: Schema.optional(Schema.Boolean),
  preference: Schema.optional(Schema.Struct({ preferredStore: Schema.optional(Schema.NullOr(Schema.String)) })),
})
export type UserRecord = typeof UserRecord.Type

/** The remembered call's response. @category schemas */
export const RememberedResponse = /*#__PURE__*/ Schema.Struct({ isRemembered: Schema.Boolean })
export type RememberedResponse = typeof RememberedResponse.Type

/** The exists call's response. @category schemas */
export const UserExistsResponse = /*#__PURE__*/ Schema.Struct({ exists: Schema.Boolean })
export type UserExistsResponse = typeof UserExistsResponse.Type

/** The user-preference service's response. @category schemas */
export const UserPreferenceResponse = /*#__PURE__*/ Schema.Struct({
  payload: Schema.Struct({
    preference: Schema.Struct({ preferredStore: Schema.optional(Schema.NullOr(Schema.String)) }),
  }),
})
export type UserPreferenceResponse = typeof UserPreferenceResponse.Type
