/**
 * One line for a failed service call (exit 1): what failed, the service's message, and
 * the HTTP status, or the API root when no answer came at all.
 *
 * @since 0.1.0
 */
import type { AjaxFailed, NotFound } from "@outfitter/domain"

/**
 * @example
 * serviceFailureMessage("Store search failed", new AjaxFailed({ message: "service unavailable", status: 500 }), undefined)
 * // => "Store search failed: service unavailable (HTTP 500)"
 * @category formatting
 */
export const serviceFailureMessage = (what: string, error: AjaxFailed | NotFound, apiRoot: string | undefined): string => {
  const status = error._tag === "NotFound" ? 404 : error.status
  const detail = status !== undefined ? ` (HTTP ${status})` : apiRoot === undefined ? "" : ` (no answer from ${apiRoot})`
  return `${what}: ${error.message}${detail}`
}
