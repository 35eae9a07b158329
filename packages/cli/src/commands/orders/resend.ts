/**
 * `outfitter orders resend <orderNumber> [--in-store] [--channel <channel>]`: sends an
 * order's confirmation (online; GET .../confirmation) or e-receipt (in store; POST
 * .../ereceipt?channel=) again, through OrderService.resendById (loyalty §7).
 *
 * The orders are the signed-in user's: the CLI sends the `WC_USERACTIVITY_{id}` cookie
 * (with userType R) of `OUTFITTER_MEMBER` (or `--member`, when bin.js declares it); without
 * one the command is a usage error (exit 2). The order is looked up in the user's history
 * for its in-store data; `--channel` replaces the order's channel; `--in-store` for an
 * order not in the history is "not found" (exit 1). A bad order number is exit 2; a
 * service failure exit 1 with its message.
 *
 * @since 0.1.0
 */
import { clientsLayer, OrderService } from "@outfitter/clients"
import { resendSuccessMessages } from "@outfitter/domain"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { serviceError, usageError } from "../../CliError.ts"
import { globalOptions } from "../../options.ts"
import { writeJson, writeText } from "../../output.ts"
import { embeddedApiRoot } from "../../runtime.ts"

/** @category messages */
export const missingUserMessage = "Name the user: OUTFITTER_MEMBER=<id> (the activity user id of the signed-in customer)"

const userOf = (raw: Readonly<Record<string, unknown>>): string => {
  const given = typeof raw["member"] === "string" ? raw["member"] : process.env["OUTFITTER_MEMBER"]
  const id = given?.trim() ?? ""
  if (id === "") throw usageError(missingUserMessage)
  if (!/^\d{1,20}$/.test(id)) throw usageError(`The user must be an activity user id (digits), got '${given}'`)
  return id
}

const userFetch = (user: string, base: typeof globalThis.fetch): typeof globalThis.fetch => (input, init) => {
  const request = new Request(input, init)
  request.headers.set("cookie", `userType=R; WC_USERACTIVITY_${user}=${user}%2C10051`)
  return base(request)
}

/** Runs the command (called by bin.js). */
export const run = async ([orderNumber]: [string], raw: Readonly<Record<string, unknown>>): Promise<void> => {
  const options = globalOptions(raw)
  const user = userOf(raw)
  const channel = typeof raw["channel"] === "string" ? raw["channel"] : undefined
  const inStore = raw["inStore"] === true
  const base = options.apiRoot === undefined
    ? (await import("@outfitter/fixtures/node")).createFixtureFetch()
    : globalThis.fetch
  const layer = clientsLayer({ apiRoot: options.apiRoot ?? embeddedApiRoot, fetch: userFetch(user, base) })
  const program = OrderService.use((service) =>
    service.resendById(orderNumber, { inStore, ...(channel === undefined ? {} : { channel }) })
  )
  const outcome = await Effect.runPromise(Effect.result(Effect.provide(program, layer)))
  if (Result.isFailure(outcome)) {
    const error = outcome.failure
    if (error._tag === "InvalidParams") throw usageError(error.message)
    const status = "status" in error && typeof error.status === "number" ? ` (HTTP ${error.status})` : ""
    throw serviceError(`Resend failed: ${error.message}${status}`)
  }
  const kind = outcome.success
  if (options.json) {
    writeJson({ orderNumber: orderNumber.trim(), kind, message: resendSuccessMessages[kind] })
    return
  }
  writeText(`${resendSuccessMessages[kind]} (order ${orderNumber.trim()})`)
}
