/** Whether the visitor asked for less motion. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true

/** The scroll behaviour that respects prefers-reduced-motion: instant when motion is reduced. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? "auto" : "smooth")
