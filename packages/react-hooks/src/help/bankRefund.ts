/**
 * Bank refund details in React (orders §4 "Bank refund", §5, §7, §8): the visitor's country
 * for the form, and the submission over the clients' BankRefund.
 *
 * - `useBankRefundCountry` reads the geoLocation cookie (set from the visitor's IP) through
 *   BrowserData and gives the domain's `bankRefundCountryOf`; a server render, and the
 *   browser while it hydrates, read the request's cookie (the provider's `cookies`), or
 *   answer with the site country without it.
 * - `useSubmitBankRefund` is never retried by itself (the page offers retry); a refusal by
 *   the service raises the domain's `bankRefundErrorEvent` with the service's message on
 *   the analytics stream (`subscribeAnalytics`), a 400 included; the client's own refusal
 *   of an invalid form (InvalidParams naming its field, before any request) raises none:
 *   it is no server error.
 *
 * @since 0.4.0
 */
"use client"
import { BankRefund, type ServiceCallError } from "@outfitter/clients"
import { bankRefundCountryOf, type BankRefundCountry, bankRefundErrorEvent, type BankRefundForm, readCookie } from "@outfitter/domain"
import { useMutation } from "@tanstack/react-query"
import { useSyncExternalStore } from "react"
import { publishAnalytics } from "../analytics.ts"
import { type BrowserData, documentBrowserData } from "../browser/BrowserData.ts"
import { useRequestCookie } from "../browser/RequestCookies.ts"
import { useRunClient } from "../OutfitterProvider.ts"

const unsubscribed = () => () => {}

/**
 * The visitor's country for the bank refund form: the geoLocation cookie's, else the site
 * country's (CN, JP, HK, or "other").
 *
 * @category hooks
 */
export const useBankRefundCountry = (siteCountry: string, data: BrowserData = documentBrowserData): BankRefundCountry => {
  const requested = useRequestCookie("geoLocation")
  return useSyncExternalStore(
    unsubscribed,
    () => bankRefundCountryOf(readCookie(data.readCookies(), "geoLocation"), siteCountry),
    () => bankRefundCountryOf(requested, siteCountry),
  )
}

/** What a submission is given: the form as typed and the visitor's country. @category models */
export interface BankRefundSubmission {
  readonly form: BankRefundForm
  readonly country: BankRefundCountry
}

/**
 * Submits the bank refund details; a refusal by the service is tracked with its message.
 *
 * @category hooks
 */
export const useSubmitBankRefund = () => {
  const run = useRunClient()
  return useMutation<void, ServiceCallError, BankRefundSubmission>({
    retry: false,
    mutationFn: ({ form, country }) => run(BankRefund.layer, BankRefund.use((refunds) => refunds.submit(form, country))),
    onError: (error) => {
      if (error._tag !== "InvalidParams" || error.field === undefined) publishAnalytics(bankRefundErrorEvent(error))
    },
  })
}
