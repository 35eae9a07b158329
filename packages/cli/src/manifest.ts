/**
 * The `outfitter` command tree: every command's declaration (each beside its
 * implementation as `<command>.flags.ts`) keyed by its path, parents before their
 * children, in the order the help lists them. program.ts builds commander's commands from
 * it; run.ts types each command's flags from it (`FlagsOf<"stores search">`).
 *
 * @since 0.1.0
 */
import { completion } from "./commands/completion.flags.ts"
import { doctor } from "./commands/doctor.flags.ts"
import { authGroup } from "./commands/auth/auth.flags.ts"
import { authLogin } from "./commands/auth/login.flags.ts"
import { authLogout } from "./commands/auth/logout.flags.ts"
import { authStatus } from "./commands/auth/status.flags.ts"
import { configGet, configGroup, configList, configSet, configUnset } from "./commands/config/config.flags.ts"
import { giftcardBalance } from "./commands/giftcard/balance.flags.ts"
import { giftcardGroup } from "./commands/giftcard/giftcard.flags.ts"
import { loyaltyAddOrder } from "./commands/loyalty/add-order.flags.ts"
import { loyaltyHistory } from "./commands/loyalty/history.flags.ts"
import { loyaltyGroup } from "./commands/loyalty/loyalty.flags.ts"
import { loyaltyPoints } from "./commands/loyalty/points.flags.ts"
import { ordersCancel } from "./commands/orders/cancel.flags.ts"
import { ordersGroup } from "./commands/orders/orders.flags.ts"
import { ordersResend } from "./commands/orders/resend.flags.ts"
import { ordersShow } from "./commands/orders/show.flags.ts"
import { paymentsGroup } from "./commands/payments/payments.flags.ts"
import { paymentsStatus } from "./commands/payments/status.flags.ts"
import { replay } from "./commands/replay/replay.flags.ts"
import { returnsCalculate } from "./commands/returns/calculate.flags.ts"
import { returnsGroup } from "./commands/returns/returns.flags.ts"
import { returnsStart } from "./commands/returns/start.flags.ts"
import { sandbox } from "./commands/sandbox.flags.ts"
import { scenarios } from "./commands/scenarios.flags.ts"
import { storesAvailability } from "./commands/stores/availability.flags.ts"
import { storesGet } from "./commands/stores/get.flags.ts"
import { storesSearch } from "./commands/stores/search.flags.ts"
import { storesGroup } from "./commands/stores/stores.flags.ts"
import { walletPrecreate } from "./commands/wallet/precreate.flags.ts"
import { walletStatus } from "./commands/wallet/status.flags.ts"
import { walletGroup } from "./commands/wallet/wallet.flags.ts"

/** Every command, by path. @category constants */
export const commands = {
  stores: storesGroup,
  "stores search": storesSearch,
  "stores get": storesGet,
  "stores availability": storesAvailability,
  loyalty: loyaltyGroup,
  "loyalty points": loyaltyPoints,
  "loyalty history": loyaltyHistory,
  "loyalty add-order": loyaltyAddOrder,
  orders: ordersGroup,
  "orders resend": ordersResend,
  "orders show": ordersShow,
  "orders cancel": ordersCancel,
  returns: returnsGroup,
  "returns calculate": returnsCalculate,
  "returns start": returnsStart,
  wallet: walletGroup,
  "wallet status": walletStatus,
  "wallet precreate": walletPrecreate,
  giftcard: giftcardGroup,
  "giftcard balance": giftcardBalance,
  payments: paymentsGroup,
  "payments status": paymentsStatus,
  scenarios,
  replay,
  sandbox,
  completion,
  auth: authGroup,
  "auth login": authLogin,
  "auth status": authStatus,
  "auth logout": authLogout,
  config: configGroup,
  "config set": configSet,
  "config get": configGet,
  "config unset": configUnset,
  "config list": configList,
  doctor,
} as const

/** A command's key: "stores search". @category models */
export type CommandPath = keyof typeof commands
