/**
 * The gift card balance check in React (orders §4 "Gift card form", §7, §8): one mutation
 * over the clients' `GiftCards.lookup`, so the check and its status polling (the domain's
 * Schedule: 4 status calls 2000 ms apart, then GC_TIME_OUT) run in the client, not in a
 * component; the page only shows the states the domain's `giftCardStep` gives.
 *
 * - The mutation takes the domain's validated `GiftCardCheck` (the card number and PIN
 *   inside `Redacted`), so nothing here can print or store them. Once the look-up settles
 *   (a balance, a refusal, a failure) the `Redacted` is wiped: the check TanStack Query
 *   keeps as the mutation's variables then holds no number or PIN, and a check cannot be
 *   sent twice (a second send carries an empty number, which the service refuses). It is
 *   never retried (a new check needs a fresh captcha) and never cached (`gcTime: 0`): the
 *   mutation leaves the cache as soon as no page shows it.
 * - On success it resolves the currency symbol (the given preference currencies, else the
 *   number pattern) and the amount as shown (`giftCardAmount`).
 * - Each lookup publishes `giftCardLookupEvent` on the analytics stream (success, or the
 *   failure's key), which never carries the card.
 *
 * @since 0.4.0
 */
"use client"
import { type GiftCardLookupError, GiftCards } from "@outfitter/clients"
import { giftCardAmount, type GiftCardCheck, giftCardLookupEvent } from "@outfitter/domain"
import { useMutation } from "@tanstack/react-query"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import { publishAnalytics } from "../analytics.ts"
import { useRunClient } from "../OutfitterProvider.ts"

/** A found balance, with the amount as shown. @category models */
export interface GiftCardBalanceShown {
  readonly balance: number
  readonly currency: string
  /** "$25.00 CAD", "€10.00", … */
  readonly amount: string
}

/** What a lookup takes. @category models */
export interface GiftCardLookupInput {
  readonly check: GiftCardCheck
  /** The preference options' currencies (`{ iso, symbol }`), when the page has them. */
  readonly currencies?: unknown
  /** The page's locale, whose digits the amount is written in (en-US when none is given). */
  readonly locale?: string
}

/**
 * The balance check: `mutate({ check })`; `error` is the client's typed error
 * (`GiftCardRefused`, `GiftCardTimedOut`, InvalidParams, AjaxFailed, Timeout).
 *
 * @example
 * ```tsx
 * import { useGiftCardBalance } from "@outfitter/react-hooks"
 * import { type GiftCardFormInput, validateGiftCardForm } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 *
 * declare const form: GiftCardFormInput // what the page's fields hold
 * const lookup = useGiftCardBalance()
 * const checked = validateGiftCardForm(form)
 * if (Result.isSuccess(checked)) lookup.mutate({ check: checked.success })
 * ```
 * @category hooks
 */
export const useGiftCardBalance = () => {
  const run = useRunClient()
  return useMutation<GiftCardBalanceShown, GiftCardLookupError, GiftCardLookupInput>({
    retry: false,
    gcTime: 0,
    mutationFn: ({ check, currencies, locale }) =>
      run(
        GiftCards.layer,
        GiftCards.use((cards) =>
          cards.lookup(check).pipe(
            Effect.flatMap((found) =>
              Effect.map(cards.currencySymbol(found.currency, currencies), (symbol) => ({
                ...found,
                amount: giftCardAmount({ balance: found.balance, currency: found.currency, symbol, locale }),
              }))
            ),
          )
        ),
      ).finally(() => void Redacted.wipeUnsafe(check.body.cardNumber)),
    onSuccess: () => publishAnalytics(giftCardLookupEvent()),
    onError: (error) => publishAnalytics(giftCardLookupEvent(error)),
  })
}
