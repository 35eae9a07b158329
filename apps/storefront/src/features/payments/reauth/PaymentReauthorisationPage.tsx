/**
 * The payment re-authorisation page of a problem order (loyalty §2 "Payment authorisation",
 * §4 "Payment choice" and "Payment re-authorisation status", §5 "Card form", §8):
 * `/shop/:site/account/orders/:orderNumber/payment`, where the points-history banner sends
 * a member whose order's payment failed.
 *
 * - The order: its number, amount and status, under the problem-order banner.
 * - The choice: card or PayPal (`paymentChoice`); PayPal failover (a session or account
 *   flag) disables the card and selects PayPal, and says why.
 * - The card: the shared card fields (`CardFields`) and the billing address, checked with
 *   the domain's `validateCardReauth` before anything is sent (the first wrong field takes
 *   focus, the summary goes to an alert); PayPal needs nothing typed.
 * - The button runs the domain's re-authorisation button (`useReauthorisation`): processing
 *   while the payment is authorised (polls included), success, or failed with §8's message
 *   and initial again 3 s later.
 * - 3-D Secure: the provider's frame shows in an interstitial once it asks for the customer
 *   (`ThreeDSecureFrame`); closing it asks the payment's status.
 * - On success the banner is marked updated, the order's status becomes Processing with a
 *   clock icon, and the form's pane slides up over 300 ms (at once for those who asked for
 *   less motion); a live region says so.
 *
 * Card data: the number and CVV are this page's state while the form is open (the card
 * fields are controlled), kept after a failure for a correction, handed to the hook on
 * submit, and dropped as soon as the payment is authorised (and with the page).
 *
 * Where the spec is silent (choices): an order with nothing to update says so and shows no
 * form; an order the member does not have reads "no payment to update"; the failover text
 * and the button's labels are ours.
 */
import { reauthMessages } from "@outfitter/domain"
import { useReauthDetails } from "@outfitter/react-hooks"
import { useParams } from "wouter"
import { paymentsText } from "../../../site/text/en/payments.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { PaymentReauthorisationView } from "./PaymentReauthorisationView.tsx"
import "./reauth.css"

/** The route's page: the order's details, then the view. */
export const PaymentReauthorisationPage = () => {
  const { orderNumber = "" } = useParams<{ orderNumber?: string }>()
  const text = useText(paymentsText).reauth
  const spec = useSpecText()
  const title = text.title(orderNumber)
  usePageTitle(title)
  const details = useReauthDetails(orderNumber)
  return (
    <section className="reauth" aria-labelledby="reauth-title">
      <h1 id="reauth-title">{title}</h1>
      {details.isPending ? <p role="status">{text.loading}</p> : null}
      {details.isError
        ? (
          <p role="alert">
            {details.error._tag === "NotFound" ? text.notFound(orderNumber) : spec(reauthMessages.general)}
          </p>
        )
        : null}
      {details.data === undefined ? null : <PaymentReauthorisationView key={details.data.orderId} details={details.data} />}
    </section>
  )
}
