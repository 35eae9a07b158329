/**
 * The returns and exchanges flow of one order (RF0–RF4), shown in place of the order's
 * details while it runs. Loaded by the order detail page only when the flow starts (the
 * intro address `#order-returns-intro`, or the page's "Return or exchange items" button),
 * so the page's first load does not carry it.
 */
import type { OrderDetails } from "@outfitter/domain"

export interface ReturnsFlowSectionProps {
  /** The order being returned, as its details call answered. */
  readonly details: OrderDetails
  /** The e-mail the order was looked up with (a guest's, or the signed-in member's). */
  readonly email: string
  /** Whether the visitor is signed in (a guest gets a guest session before the submission). */
  readonly signedIn: boolean
  /** The address hash the page was loaded with (`#order-returns-intro` opens the intro). */
  readonly hash: string
  /** Back to the order's details (the flow's Exit). */
  readonly onExit: () => void
}

export const ReturnsFlowSection = (_props: ReturnsFlowSectionProps) => (
  <section aria-label="Return or exchange items">
    <p>Returns are not built yet.</p>
  </section>
)
