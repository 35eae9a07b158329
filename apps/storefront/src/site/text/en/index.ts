/**
 * The English catalogue's sections, by name. Types only: each page imports the sections it
 * shows, so a page's chunk carries only its own texts.
 */
import type { accountText } from "./account.ts"
import type { helpText } from "./help.ts"
import type { homeText } from "./home.ts"
import type { loyaltyText } from "./loyalty.ts"
import type { ordersText } from "./orders.ts"
import type { paymentsText } from "./payments.ts"
import type { qaText } from "./qa.ts"
import type { returnsText } from "./returns.ts"
import type { shellText } from "./shell.ts"
import type { standInText } from "./standIn.ts"
import type { storesText } from "./stores.ts"

export interface Sections {
  readonly account: (typeof accountText)["en"]
  readonly help: (typeof helpText)["en"]
  readonly home: (typeof homeText)["en"]
  readonly loyalty: (typeof loyaltyText)["en"]
  readonly orders: (typeof ordersText)["en"]
  readonly payments: (typeof paymentsText)["en"]
  readonly qa: (typeof qaText)["en"]
  readonly returns: (typeof returnsText)["en"]
  readonly shell: (typeof shellText)["en"]
  readonly standIn: (typeof standInText)["en"]
  readonly stores: (typeof storesText)["en"]
}
