/**
 * Interface timings and input limits, in milliseconds; components read them from here.
 * Rules: platform §9.
 *
 * @since 0.1.0
 */

/**
 * @category constants
 */
export const uiTimings = {
  /** A live region is emptied, then written this long after, so repeats are announced. */
  liveRegionUpdateDelayMs: 50,
  buttonProcessingMinimumMs: 1500,
  buttonSuccessDisplayMs: 1000,
  buttonResetAfterFailureMs: 3000,
  reloadAfterPaymentChangeMs: 3000,
  modalFadeMs: 1000,
  autosuggestCloseMs: 100,
  tabScrollMs: 300,
} as const

/**
 * Search inputs (store search, country and language pickers) take 1 to 50 characters.
 *
 * @category constants
 */
export const searchInputLimits = { minLength: 1, maxLength: 50 } as const
