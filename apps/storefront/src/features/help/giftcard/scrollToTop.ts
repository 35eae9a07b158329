import { scrollBehavior } from "../../../ui/motion.ts"

/** Scrolls the page to the top over `ms`, at once when motion is reduced. */
export const scrollToTop = (ms: number) => {
  const from = window.scrollY
  if (scrollBehavior() === "auto" || from === 0) return window.scrollTo({ top: 0, behavior: "auto" })
  const start = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / ms)
    window.scrollTo({ top: from * (1 - (1 - (1 - progress) ** 3)), behavior: "auto" })
    if (progress < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}
