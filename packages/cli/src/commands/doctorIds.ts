/**
 * The ids `outfitter doctor` sends, each a flag and a config key (`outfitter config set
 * doctor-order 10000016001`), checked the same way wherever it comes from: an order
 * number by the domain's order-number rule, a store id by the store-id rule, an e-mail
 * by the e-mail rule; the others as given (the service says whether it knows them).
 *
 * No clients here: `config set` loads this module to check a value.
 *
 * @since 0.8.0
 */
import { validateOrderNumber } from "@outfitter/domain/orders"
import { validateForgotEmail } from "@outfitter/domain/session/password"
import { parseStoreId } from "@outfitter/domain/stores/store-id"
import * as Result from "effect/Result"
import { usageError } from "../CliError.ts"

/** Each id: its flag and its config key. @category constants */
export const doctorIdSources = {
  postalCode: { flag: "--postal-code", key: "doctor-postal-code" },
  store: { flag: "--store", key: "doctor-store" },
  sku: { flag: "--sku", key: "doctor-sku" },
  order: { flag: "--order", key: "doctor-order" },
  email: { flag: "--email", key: "doctor-email" },
  payment: { flag: "--payment", key: "doctor-payment" },
  walletOrder: { flag: "--wallet-order", key: "doctor-wallet-order" },
} as const

/** @category models */
export type DoctorId = keyof typeof doctorIdSources

/** Every id, in the order of {@link doctorIdSources}. @category constants */
export const doctorIdNames = Object.keys(doctorIdSources) as ReadonlyArray<DoctorId>

/**
 * An id as the checks send it, trimmed; undefined for nothing or blanks. Throws a usage
 * error (exit 2) for one in a form no check could send, naming `source` (its flag, or the
 * config key and file).
 *
 * @category parsing
 */
export const doctorIdValue = (id: DoctorId, value: string | undefined, source: string): string | undefined => {
  const given = value?.trim()
  if (given === undefined || given === "") return undefined
  const refused = (message: string) => usageError(`${message} (${source}), got '${given}'`)
  switch (id) {
    case "store": {
      const parsed = parseStoreId(given)
      if (Result.isFailure(parsed)) throw refused(parsed.failure.message)
      return String(parsed.success)
    }
    case "order": {
      const parsed = validateOrderNumber(given)
      if (Result.isFailure(parsed)) throw refused(parsed.failure.message)
      return parsed.success
    }
    case "email": {
      const parsed = validateForgotEmail(given)
      if (Result.isFailure(parsed)) throw refused(parsed.failure)
      return parsed.success
    }
    default:
      return given
  }
}

/**
 * The config key's id, for a key that is one of doctor's; undefined for any other.
 *
 * @category getters
 */
export const doctorIdOfKey = (key: string): DoctorId | undefined =>
  doctorIdNames.find((id) => doctorIdSources[id].key === key)
