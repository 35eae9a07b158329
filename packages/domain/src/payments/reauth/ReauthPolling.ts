/**
 * The re-authorisation's timings and polling policies; the polling itself is the shared
 * `pollUntilSettled` (ui/Polling.ts). Rules: loyalty §4 "Payment choice, re-authorisation
 * status, 3-D Secure", §9.
 *
 * @since 0.3.0
 */
import { memberOf } from "../../kernel/Untrusted.ts"
import { normalisePollPolicy, type PollPolicy } from "../../ui/index.ts"

/**
 * The §9 timings of the re-authorisation page, in milliseconds and pixels.
 *
 * @category constants
 */
export const reauthTimings = {
  /** A failed re-authorisation shows failed, then initial after this. */
  failureResetMs: 3000,
  /** Closing the 3-D Secure frame returns the button to initial after this. */
  threeDSCloseResetMs: 3000,
  /** The content pane's slide up on success (the banner slide of §9). */
  contentSlideMs: 300,
  /** The 3-D Secure frame's height in px (its width is 100%). */
  threeDSFrameHeightPx: 600,
} as const

/**
 * The default payment-status polling (§4, §9): 5 attempts 5000 ms apart.
 *
 * @category constants
 */
export const paymentPollPolicy: PollPolicy = { attempts: 5, delayMs: 5000 }

/**
 * The 3-D Secure status polling of a store (§4: "3-D Secure uses configured attempts and
 * delay"), from its settings, normalised (see {@link normalisePollPolicy}).
 *
 * @example
 * import { threeDSPollPolicy } from "@outfitter/domain"
 * threeDSPollPolicy({ threeDSPollAttempts: 4, threeDSPollDelayMs: 1500 }) // => { attempts: 4, delayMs: 1500 }
 * @category constructors
 */
export const threeDSPollPolicy = (settings: {
  readonly threeDSPollAttempts: number
  readonly threeDSPollDelayMs: number
}): PollPolicy =>
  normalisePollPolicy({ attempts: memberOf(settings, "threeDSPollAttempts") as number, delayMs: memberOf(settings, "threeDSPollDelayMs") as number })
