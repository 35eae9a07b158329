/**
 * The confirmation pane: what the member joined as, their number, the campaign's content
 * spots and, only for an account created here (it has no password yet), the set-password
 * e-mail; the wording follows the account's state (the domain's `fastEnrollConfirmationView`).
 */
import { fastEnrollConfirmationView, fastEnrollContentSpots } from "@outfitter/domain"
import { type useFastEnroll, useForgotPassword, useMarketingContent } from "@outfitter/react-hooks"
import { helpText } from "../../../site/text/en/help.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"

const ConfirmationSpots = ({ campaignId, existingUser }: { readonly campaignId: string | undefined; readonly existingUser: boolean }) => {
  const spots = fastEnrollContentSpots(campaignId)
  const success = existingUser ? spots.existingUser : spots.newUser
  const content = useMarketingContent([success, spots.action])
  const textOf = (name: string) => content.data?.find((spot) => spot.name === name)?.content.map((item) => item.text) ?? []
  return (
    <div className="enroll-spots">
      {textOf(success).map((text, index) => <p key={`s${index}`} className="enroll-spot-hero">{text}</p>)}
      {textOf(spots.action).map((text, index) => <p key={`a${index}`}>{text}</p>)}
    </div>
  )
}

export const ConfirmationPane = ({ flow, campaignId }: { readonly flow: ReturnType<typeof useFastEnroll>["flow"]; readonly campaignId: string | undefined }) => {
  const text = useText(helpText).enroll
  const spec = useSpecText()
  const forgot = useForgotPassword()
  const view = fastEnrollConfirmationView(flow)
  return (
    <>
      <p>{spec(view.message)}</p>
      {flow.account?.barCode !== undefined && <p>{text.memberNumber(String(flow.account.barCode))}</p>}
      <ConfirmationSpots campaignId={campaignId} existingUser={view.spot === "existingUser"} />
      {view.offersSetPassword && flow.email !== undefined && (
        forgot.isSuccess
          ? <p role="status">{text.passwordSent}</p>
          : (
            <button type="button" disabled={forgot.isPending} onClick={() => forgot.mutate(flow.email!)}>
              {text.setPassword}
            </button>
          )
      )}
    </>
  )
}
