/**
 * The points badge (loyalty-payments §2, §9): once the points have loaded, shown for
 * rewardsDurations.pointsBadge (2000 ms) on desktop and large desktop only. The timer is
 * the component's own (useTimeout), so it never outlives the page.
 */
import { rewardsDurations, showsPointsBadge } from "@outfitter/domain"
import * as Duration from "effect/Duration"
import { useEffect, useState } from "react"
import { useTimeout } from "../../../ui/useTimeout.ts"

/** Whether the badge shows now: true from `loaded` on (desktop only), false after the badge's duration. */
export const usePointsBadge = (loaded: boolean): boolean => {
  const [shown, setShown] = useState(false)
  const timeout = useTimeout()
  useEffect(() => {
    if (!loaded || typeof window === "undefined" || !showsPointsBadge(window.innerWidth)) return
    setShown(true)
    timeout.start(() => setShown(false), Duration.toMillis(rewardsDurations.pointsBadge))
    return timeout.clear
  }, [loaded, timeout])
  return shown
}
