/**
 * `outfitter payments status <payInstructionId> [--retry <n>]`: a payment re-authorisation's
 * status as the payment page reads it (loyalty-payments §4 "Payment re-authorisation
 * status", §7, §8): one GET `{apiRoot}/user/order/payment/{payInstructionId}?retry={n}`
 * through the Reauthorisation client, shown with its meaning (the domain's
 * `paymentStatusStep` and `paymentStatusMeaning`) and, for a status that failed the
 * re-authorisation, the message the customer was shown (§8, `reauthFailureMessage`).
 *
 * The payment's id is checked before any call (exit 2): an empty id, "." or "..", or one
 * that is no single path segment's worth of text. The status belongs to the member's order,
 * so the command acts as a member (`--member` or `OUTFITTER_MEMBER`). An unknown payment is
 * exit 1 ("No payment …"); a refused member exit 3; any other failure exit 1 with the
 * service's words.
 *
 * Where the spec is silent (choices): one call, not the page's poll (a support engineer
 * asks again when they want, with `--retry` naming the attempt: the page sends 0 to 4);
 * a status that is still processing is exit 0 (it is an answer, not a failure).
 *
 * @since 0.3.0
 */
import { type PaymentStatusReading, Reauthorisation } from "@outfitter/clients/payments"
import { paymentStatusMeaning, reauthFailureMessage } from "@outfitter/domain/payments"
import { notFoundError, serviceError, usageError } from "../../CliError.ts"
import { memberId } from "../../member.ts"
import { plainText } from "../../plainText.ts"
import { serviceCommand } from "../../run.ts"
import { paymentsStatus } from "./status.flags.ts"

/** The command's input. @category models */
export interface PaymentStatusInput {
  readonly payInstructionId: string
  readonly retry: number
  readonly member: string
}

/** @category messages */
export const invalidPayInstructionMessage = (given: string) =>
  `The payment's id is the payInstructionId of a re-authorisation (letters, digits, '-', '_' or '.'), got '${given}'`

/** @category messages */
export const noPaymentMessage = (payInstructionId: string, member: string) => `No payment ${payInstructionId} for member ${member}`

/** @category messages */
export const invalidRetryMessage = (given: string) => `--retry is the attempt's number, a whole number from 0, got '${given}'`

const idPattern = /^(?!\.{1,2}$)[\w.-]{1,100}$/

/** What --json prints and the text view shows. @category models */
export interface PaymentStatusView {
  readonly payInstructionId: string
  readonly reAuthStatus: string
  readonly outcome: "authorized" | "pending" | "failed"
  /** §8's reason, for a failed status. */
  readonly reason?: string
  readonly meaning: string
  /** What the customer was shown, for a failed status. */
  readonly customerMessage?: string
}

/** The view of a reading. @category views */
export const paymentStatusView = (payInstructionId: string, reading: PaymentStatusReading): PaymentStatusView => {
  const { step } = reading
  const base = { payInstructionId, reAuthStatus: reading.reAuthStatus, meaning: paymentStatusMeaning(step) }
  switch (step._tag) {
    case "Authorized":
      return { ...base, outcome: "authorized" }
    case "Pending":
      return { ...base, outcome: "pending" }
    case "Failed":
      return { ...base, outcome: "failed", reason: step.kind, customerMessage: reauthFailureMessage(step.kind) }
  }
}

/** The text view: one line per fact, the service's status made plain text. @category views */
export const paymentStatusText = (view: PaymentStatusView): string =>
  [
    `Payment   ${view.payInstructionId}`,
    `Status    ${plainText(view.reAuthStatus)}`,
    `Meaning   ${view.meaning}`,
    ...(view.customerMessage === undefined ? [] : [`Customer  ${view.customerMessage}`]),
  ].join("\n")

/** The command (run by program.ts). */
export const command = serviceCommand(paymentsStatus, {
  what: "Payment status failed",
  parse: (flags, [requested], { env, global }): PaymentStatusInput => {
    const payInstructionId = (requested ?? "").trim()
    if (!idPattern.test(payInstructionId)) throw usageError(invalidPayInstructionMessage(requested ?? ""))
    const retryText = (flags.retry ?? "0").trim()
    if (!/^\d{1,4}$/.test(retryText)) throw usageError(invalidRetryMessage(flags.retry ?? ""))
    return { payInstructionId, retry: Number(retryText), member: memberId(flags, env, global) }
  },
  member: (input) => input.member,
  clients: Reauthorisation.layer,
  program: ({ payInstructionId, retry }) => Reauthorisation.use((reauth) => reauth.paymentStatus(payInstructionId, retry)),
  failure: (error, { payInstructionId, member }) => {
    if (error._tag === "InvalidParams") return usageError(invalidPayInstructionMessage(payInstructionId))
    if (error._tag !== "ReauthFailed" || error.status === 401 || error.status === 403) return undefined
    if (error.status === 404) return notFoundError(noPaymentMessage(payInstructionId, member))
    // the service's words, not the customer's message
    return serviceError(`Payment status failed: ${plainText(error.detail ?? error.message)}${error.status === undefined ? "" : ` (HTTP ${error.status})`}`)
  },
  json: (reading, { payInstructionId }) => paymentStatusView(payInstructionId, reading),
  text: (reading, { payInstructionId }) => paymentStatusText(paymentStatusView(payInstructionId, reading)),
})
