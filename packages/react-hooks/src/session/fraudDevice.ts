/**
 * The fraud-device session id in the browser (loyalty-payments §7, orders-returns-help §6):
 * the domain's rule (`fraudSessionId`, `withFraudSessionId`) over the browser's session
 * storage and clock. Shared by the hooks that send it (a return submission, a cancel, a
 * payment re-authorisation); internal, not exported from the package.
 *
 * @since 0.2.0
 */
import { fraudSessionId, type SessionStore, withFraudSessionId } from "@outfitter/domain"

/** The browser's session storage, or undefined (server rendering, storage disabled). */
export const sessionStore = (): SessionStore | undefined => {
  try {
    return globalThis.sessionStorage ?? undefined
  } catch {
    return undefined
  }
}

/** The body with the fraud-device id (kept in session storage) when the store uses that service. */
export const withBrowserFraudId = <B extends object>(body: B, featureOn: boolean, storage: SessionStore | undefined) =>
  withFraudSessionId(body, featureOn, featureOn ? fraudSessionId({ storage, now: Date.now() }) : undefined)
