/**
 * Fast enroll and the global sign-on links in React (orders §2, §4, §5, §7, §8): the flow
 * is the domain's machine (`fastEnrollTransition`), driven by the `Enroll` client; the
 * hook keeps no rule of its own.
 *
 * - On mount the session is logged off (§4 "The page logs off any session when it loads");
 *   a failed log-off is ignored (there may be no session).
 * - `checkEmail` checks pane 1's e-mail (`validateFastEnrollEmail`), then looks the
 *   account up: found → pane 3 (existing user), any failure → pane 2 (new account).
 * - `submit` checks pane 2 (`validateFastEnrollAccount`), then creates the account with
 *   the user object (`fastEnrollUser`, with the campaign id) or logs in, by the pane's
 *   service; a refusal keeps pane 2 with the first error message.
 * - Once pane 3 has a wallet token and there is a campaign, the wallet campaign is
 *   submitted once (email, event: the campaign id, token) through the loyalty client.
 * - Events (`fastEnrollEvent`) go to the analytics stream: the e-mail step, existing or
 *   new user, created or signed in, failures, and the password error (a login without a
 *   password, or EC_ERROR .2030).
 *
 * @since 0.4.0
 */
"use client"
import { Enroll, Loyalty } from "@outfitter/clients"
import {
  type FastEnrollAccountForm,
  type FastEnrollAction,
  fastEnrollEvent,
  type FastEnrollFieldErrors,
  type FastEnrollFlow,
  fastEnrollFailureEvents,
  fastEnrollTransition,
  fastEnrollUser,
  globalSignonLinks,
  type GlobalSignonLink,
  initialFastEnrollFlow,
  type SiteCode,
  validateFastEnrollAccount,
  validateFastEnrollEmail,
} from "@outfitter/domain"
import * as Result from "effect/Result"
import { useCallback, useEffect, useRef, useState } from "react"
import { publishAnalytics } from "../analytics.ts"
import { useRunClient } from "../OutfitterProvider.ts"
import { usePreferenceOptions } from "../preferences/preferenceQueries.ts"

/** @category models */
export interface FastEnrollOptions {
  readonly site: SiteCode
  /** The campaign id of the page's query (`fastEnrollCampaignId`). */
  readonly campaignId: string | undefined
}

/**
 * The fast enroll flow: `{ flow, checkEmail(email), submit(form), back(), chooseService(service) }`.
 * `checkEmail` and `submit` answer the field error to show, or undefined once sent.
 *
 * @category hooks
 */
export const useFastEnroll = ({ site, campaignId }: FastEnrollOptions) => {
  const run = useRunClient()
  const current = useRef<FastEnrollFlow>(initialFastEnrollFlow)
  const [flow, setFlow] = useState<FastEnrollFlow>(initialFastEnrollFlow)
  const campaignSent = useRef(false)

  const apply = useCallback((action: FastEnrollAction) => {
    const next = fastEnrollTransition(current.current, action)
    if (Result.isSuccess(next)) {
      current.current = next.success
      setFlow(next.success)
    }
    return Result.isSuccess(next)
  }, [])

  useEffect(() => {
    run(Enroll.layer, Enroll.use((enroll) => enroll.logOff())).catch(() => undefined)
  }, [run])

  useEffect(() => {
    const token = flow.account?.appleToken
    if (flow.pane !== "confirmation" || token === undefined || campaignId === undefined || flow.email === undefined || campaignSent.current) return
    campaignSent.current = true
    const campaign = { email: flow.email, event: campaignId, token }
    run(Loyalty.layer, Loyalty.use((loyalty) => loyalty.campaign(campaign))).catch(() => undefined)
  }, [flow, campaignId, run])

  const checkEmail = useCallback(async (input: string): Promise<string | undefined> => {
    const email = validateFastEnrollEmail(input)
    if (Result.isFailure(email)) return email.failure
    if (!apply({ _tag: "CheckEmail", email: email.success })) return undefined
    publishAnalytics(fastEnrollEvent("fastEnroll:email"))
    try {
      const account = await run(Enroll.layer, Enroll.use((enroll) => enroll.lookup(email.success)))
      apply({ _tag: "AccountFound", account })
    } catch {
      apply({ _tag: "AccountNotFound" })
    }
    publishAnalytics(fastEnrollEvent(current.current.existingUser ? "fastEnroll:existing-user" : "fastEnroll:new-user"))
    return undefined
  }, [apply, run])

  const submit = useCallback(async (form: FastEnrollAccountForm): Promise<FastEnrollFieldErrors | undefined> => {
    const { service, email } = current.current
    const checked = validateFastEnrollAccount(form, service, site)
    if (Result.isFailure(checked)) {
      if (checked.failure.password !== undefined) publishAnalytics(fastEnrollEvent("fastEnroll:password-error"))
      return checked.failure
    }
    if (email === undefined || !apply({ _tag: "Submit" })) return undefined
    const call = service === "login"
      ? Enroll.use((enroll) => enroll.login({ logonId: email, password: checked.success.password }))
      : Enroll.use((enroll) => enroll.create(fastEnrollUser({ email, phone: checked.success.phone, optIns: checked.success.optIns, campaignId })))
    try {
      const account = await run(Enroll.layer, call)
      apply({ _tag: "Submitted", account })
      publishAnalytics(fastEnrollEvent(service === "login" ? "fastEnroll:signed-in" : "fastEnroll:created"))
    } catch (error) {
      apply({ _tag: "SubmitFailed", message: error instanceof Error ? error.message : "" })
      for (const event of fastEnrollFailureEvents(error)) publishAnalytics(event)
    }
    return undefined
  }, [apply, campaignId, run, site])

  const back = useCallback(() => void apply({ _tag: "Back" }), [apply])
  const chooseService = useCallback((service: FastEnrollFlow["service"]) => void apply({ _tag: "ChooseService", service }), [apply])

  return { flow, checkEmail, submit, back, chooseService }
}

/**
 * The global sign-on page's language links for the address `url`, from the site's
 * languages in the preference options; empty while they load.
 *
 * @category hooks
 */
export const useGlobalSignonLinks = (url: string): ReadonlyArray<GlobalSignonLink> => {
  const options = usePreferenceOptions()
  return globalSignonLinks(url, options.data?.languages ?? [])
}
