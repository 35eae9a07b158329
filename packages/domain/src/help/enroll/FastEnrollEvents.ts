/**
 * Fast enroll's analytics events. Rules: orders §4 "Fast enroll, the session login and
 * global sign-on", §7, §8.
 *
 * @since 0.6.0
 */
import { fieldsOf } from "../../kernel/Untrusted.ts"
import { isInvalidPasswordFailure } from "./FastEnrollFailure.ts"

/** The fast enroll analytics events (§7 "fast enroll steps"). @category analytics */
export interface FastEnrollEvent {
  readonly type: "fastEnroll"
  readonly name:
    | "fastEnroll:email"
    | "fastEnroll:existing-user"
    | "fastEnroll:new-user"
    | "fastEnroll:created"
    | "fastEnroll:signed-in"
    | "fastEnroll:fail"
    | "fastEnroll:password-error"
}

/** @category analytics */
export const fastEnrollEvent = (name: FastEnrollEvent["name"]): FastEnrollEvent => ({ type: "fastEnroll", name })

/**
 * The events a failure raises: always `fastEnroll:fail`, and `fastEnroll:password-error`
 * for the invalid password of §8.
 *
 * @category analytics
 */
export const fastEnrollFailureEvents = (failure: unknown): ReadonlyArray<FastEnrollEvent> =>
  isInvalidPasswordFailure(fieldsOf(failure))
    ? [fastEnrollEvent("fastEnroll:fail"), fastEnrollEvent("fastEnroll:password-error")]
    : [fastEnrollEvent("fastEnroll:fail")]
