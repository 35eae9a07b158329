/**
 * Scrolls the selected tab into view inside its list over platform §9's 300 ms
 * (uiTimings.tabScrollMs), at once under prefers-reduced-motion. The list scrolls
 * sideways only, so the page itself does not jump.
 */
import { uiTimings } from "@outfitter/domain"
import { scrollBehavior } from "../../ui/motion.ts"

/** The scrollLeft that puts the tab in view (centred when the list is narrower than its tabs). */
export const targetScrollLeft = (list: { scrollLeft: number; clientWidth: number; scrollWidth: number }, tab: { offsetLeft: number; offsetWidth: number }): number => {
  const centred = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2
  return Math.max(0, Math.min(centred, list.scrollWidth - list.clientWidth))
}

/** Starts the scroll; returns a function that stops it. */
export const scrollTabIntoView = (list: HTMLElement, tab: HTMLElement, durationMs: number = uiTimings.tabScrollMs): () => void => {
  const from = list.scrollLeft
  const to = targetScrollLeft(list, tab)
  if (scrollBehavior() === "auto" || durationMs <= 0 || from === to) {
    list.scrollLeft = to
    return () => undefined
  }
  let frame = 0
  const start = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / durationMs)
    const eased = 1 - (1 - progress) ** 3
    list.scrollLeft = from + (to - from) * eased
    if (progress < 1) frame = requestAnimationFrame(step)
  }
  frame = requestAnimationFrame(step)
  return () => cancelAnimationFrame(frame)
}
