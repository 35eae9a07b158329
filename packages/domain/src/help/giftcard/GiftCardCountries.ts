/**
 * The countries the gift card balance form offers, in the order it lists them.
 *
 * @since 0.6.0
 */
import { type CountryOption, countryOptions } from "../../addresses/index.ts"

/** @category constants */
export const giftCardCountries: ReadonlyArray<CountryOption> = countryOptions(["US", "CA", "GB", "FR", "DE", "JP"])
