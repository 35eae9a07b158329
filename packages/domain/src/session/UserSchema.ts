/**
 * The user service's wire schemas: the user record and the remembered, exists and
 * user-preference answers. Rules: platform §3 "The user", §5, §7.
 *
 * Where the spec is silent: the remembered call answers `{ isRemembered }`, the exists call
 * `{ exists }`; other fields are ignored.
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
