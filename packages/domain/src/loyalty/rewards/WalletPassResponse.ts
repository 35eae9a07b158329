/**
 * The wallet pass call's answer as a schema. Rules: loyalty §5 "Wallet pass", §7.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * The wallet pass call's answer: the token the page submits in the wallet form.
 *
 * @category schemas
 */
export const WalletPassResponse = /*#__PURE__*/ Schema.Struct({ userInfoToken: Schema.String })
export type WalletPassResponse = typeof WalletPassResponse.Type
