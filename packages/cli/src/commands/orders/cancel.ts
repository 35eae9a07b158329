/**
 * `outfitter orders cancel <orderNumber> --email <e> --reason <code> [--item <sku>...]
 * [--yes]`: cancels an order, or some of its items, through ReturnsService.cancel
 * (orders-returns-help §3 "Cancel request", §5 "Cancel order or item", §7
 * "Cancellation": up to 3 attempts, 1 s apart; an answer with status 'Failure' is a
 * failure).
 *
 * The body is the domain's `cancelRequest`: a reason is required (§5: the cancel button
 * is disabled until one is chosen), an item cancel carries the reason on each item. The
 * reason is one of the codes the order page offers (the domain's `cancelReasonCode`: its
 * `cancelReasons`, or CANCEL); another is refused with the list of codes. The order
 * number, the e-mail and the reason are checked before any call (exit 2).
 *
 * Where the spec is silent (choices):
 * - on a terminal the command asks "Cancel …? [y/N]" on stderr first; a no (or Ctrl+D)
 *   cancels nothing and exits 2 ("Not cancelled"), as a refusal does. When stdin is not a
 *   terminal it cancels only with --yes, else it stops with exit 2 before any call: a
 *   script must say so, a pipe cannot be asked;
 * - a reservation is cancelled by giving its code, `--reason CANCEL` (the body is the
 *   same as the domain's reservation cancel); for a reservation, another of the codes is
 *   the service's to refuse;
 * - 'Failure' is exit 1 with the code "rejected"; a 404 is "No order N for E".
 *
 * @since 0.2.0
 */
import { ordersClientsLayer, ReturnsService } from "@outfitter/clients/orders"
import { cancelReasonCode, cancelRequest, type CancelRequest } from "@outfitter/domain/orders"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { CliError, ErrorCode, ExitCode, usageError } from "../../CliError.ts"
import { orderNumberArgument } from "../../options.ts"
import { serviceCommand } from "../../run.ts"
import { confirm, stdinIsTerminal } from "./confirm.ts"
import { orderEmail, orderFailure } from "./details.ts"
import { ordersCancel } from "./cancel.flags.ts"

/** @category messages */
export const notATerminalMessage =
  "Not cancelled: stdin is not a terminal, so the CLI cannot ask for confirmation; add --yes to cancel without asking"

/** @category messages */
export const declinedMessage = "Not cancelled: the confirmation was declined"

/** @category messages */
export const cancelRefusedMessage = (orderNumber: string) =>
  `Order ${orderNumber} was not cancelled: the service answered status 'Failure' (already shipped or cancelled)`

/** The command's input. @category models */
export interface CancelInput {
  readonly orderNumber: string
  readonly email: string
  readonly request: CancelRequest
  readonly skus: ReadonlyArray<string>
  readonly ask: boolean
}

/** What is cancelled, as the question and the result line say it. @category formatting */
export const cancelSubject = ({ orderNumber, skus }: Pick<CancelInput, "orderNumber" | "skus">): string =>
  skus.length === 0 ? `order ${orderNumber}` : `item${skus.length === 1 ? "" : "s"} ${skus.join(", ")} of order ${orderNumber}`

/**
 * The domain's cancel request for the order, or for those of its items (by short sku) when
 * skus are given, with the reason (required: the domain refuses a cancel without one).
 *
 * @category parsing
 */
export const orderCancelRequest = (orderNumber: string, email: string, skus: ReadonlyArray<string>, reason: string | undefined) =>
  cancelRequest(
    orderNumber,
    email,
    skus.length === 0 ? { kind: "order", changeReasonCode: reason } : { kind: "items", shortSkus: skus, changeReasonCode: reason },
  )

/** The command (run by program.ts). */
export const command = serviceCommand(ordersCancel, {
  what: "Cancel failed",
  parse: (flags, [requested]): CancelInput => {
    const orderNumber = orderNumberArgument(requested)
    const email = orderEmail(flags.email)
    const skus = (flags.item ?? []).map((sku) => sku.trim())
    if (skus.some((sku) => sku === "")) throw usageError("--item needs a short sku, got ''")
    // no reason (or a blank one) is the domain's "Please choose a reason to cancel."
    const reason = flags.reason === undefined || flags.reason.trim() === "" ? undefined : cancelReasonCode(flags.reason)
    if (reason !== undefined && Result.isFailure(reason)) throw usageError(`${reason.failure.message} (--reason <code>)`)
    const request = orderCancelRequest(orderNumber, email, skus, reason?.success)
    if (Result.isFailure(request)) throw usageError(`${request.failure.message} (--reason <code>)`)
    const ask = flags.yes !== true
    if (ask && !stdinIsTerminal()) throw usageError(notATerminalMessage, ErrorCode.Usage)
    return { orderNumber, email, request: request.success, skus: [...new Set(skus)], ask }
  },
  clients: ordersClientsLayer,
  program: (input) =>
    Effect.gen(function*() {
      if (input.ask) {
        const reason = input.request.body.changeReasonCode ?? ""
        const agreed = yield* Effect.promise(() => confirm(`Cancel ${cancelSubject(input)} (reason ${reason})?`))
        if (!agreed) return yield* Effect.fail(usageError(declinedMessage, ErrorCode.Usage))
      }
      const returns = yield* ReturnsService
      return yield* returns.cancel(input.request.orderId, input.request.body)
    }),
  failure: (error, input) => {
    if ("errorKey" in error && error.errorKey === "Failure") {
      return new CliError(cancelRefusedMessage(input.orderNumber), ExitCode.Failed, ErrorCode.Rejected)
    }
    return orderFailure(error, { command: "orders cancel", what: "Cancel failed", apiRoot: undefined }, input)
  },
  json: (response, input) => ({
    orderNumber: input.orderNumber,
    cancelled: input.skus.length === 0 ? "order" : "items",
    ...(input.skus.length === 0 ? {} : { items: input.skus }),
    changeReasonCode: input.request.body.changeReasonCode,
    status: response.status ?? null,
  }),
  text: (_response, input) => `Cancelled ${cancelSubject(input)} (reason ${input.request.body.changeReasonCode ?? ""})`,
})
