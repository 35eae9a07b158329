/**
 * The coupons-notified flag (loyalty-payments §5): local storage's `couponsNotified` is
 * "true" once the new-reward notification has been shown, so it shows once. Storage that
 * is missing or throws (disabled, private mode, quota) reads as not notified, and marking
 * it then does nothing.
 */
import { couponsNotifiedKey } from "@outfitter/domain"
import { useCallback, useState } from "react"

const readNotified = (): boolean => {
  try {
    return typeof localStorage !== "undefined" && localStorage.getItem(couponsNotifiedKey) === "true"
  } catch {
    return false
  }
}

export interface CouponsNotified {
  /** Whether the notification has been shown before (read when the page mounts). */
  readonly alreadyNotified: boolean
  /** Records that the notification has been shown. */
  readonly markNotified: () => void
}

export const useCouponsNotified = (): CouponsNotified => {
  const [alreadyNotified, setAlreadyNotified] = useState(readNotified)
  const markNotified = useCallback(() => {
    try {
      localStorage.setItem(couponsNotifiedKey, "true")
    } catch {
      // storage disabled or full: the notification may show again on a later visit
    }
    setAlreadyNotified(true)
  }, [])
  return { alreadyNotified, markNotified }
}
