/**
 * A card as the add form typed it, sealed: what `useAddCard` hands TanStack Query as the
 * mutation's variables in place of the card number and CVV.
 *
 * TanStack Query keeps a mutation's variables in its mutation cache (state.variables,
 * the observer's result, every callback) until gcTime, long after the card modal has
 * closed. A sealed entry is a frozen object that holds nothing but its tag and the
 * shopper's country: the typed fields sit in a module-private WeakMap, out of reach of
 * JSON.stringify, a deep walk of the caches or devtools, and are taken out exactly once,
 * inside the request that validates and encrypts them (`openCardEntry`). After that the
 * entry is empty, whether the request succeeded or failed.
 *
 * @since 0.1.0
 */
import type { NewCardInput } from "@outfitter/clients"

/**
 * The variables of the add-card mutation: no card data, only the country.
 *
 * @category models
 */
export interface SealedCardEntry {
  readonly _tag: "SealedCardEntry"
  /** The shopper's country (not sensitive; the geo-fence rule reads it). */
  readonly country: string
}

const sealed = new WeakMap<SealedCardEntry, NewCardInput>()

/**
 * Seals what the form typed. The input object itself is not kept: its fields are copied
 * into the private store, so the caller's object can go as soon as it is out of scope.
 *
 * @category constructors
 */
export const sealCardEntry = (input: NewCardInput): SealedCardEntry => {
  const entry: SealedCardEntry = Object.freeze({ _tag: "SealedCardEntry", country: input.country })
  sealed.set(entry, { ...input })
  return entry
}

/**
 * Takes the typed fields out of an entry, once: the second call (and any call for an
 * entry not made by sealCardEntry) gives undefined.
 *
 * @category destructors
 */
export const openCardEntry = (entry: SealedCardEntry): NewCardInput | undefined => {
  const input = sealed.get(entry)
  sealed.delete(entry)
  return input
}
