/**
 * Which views of the returns flow are numbered steps (select items, return method, refund
 * method, review); the order's details and the intro are not.
 *
 * @since 0.6.0
 */
import { returnsProgressViews, type ReturnsStepView, type ReturnsView } from "./ReturnsFlow.ts"

/**
 * @example
 * import { isReturnsStepView } from "@outfitter/domain"
 * isReturnsStepView("RF2") // => true
 * isReturnsStepView("RF0") // => false
 * @category predicates
 */
export const isReturnsStepView = (view: ReturnsView): view is ReturnsStepView => (returnsProgressViews as ReadonlyArray<string>).includes(view)
