/**
 * The countries the re-authorisation's billing address offers: the address form's and
 * South Korea.
 *
 * @since 0.6.0
 */
import { addressCountries, type CountryOption, countryOptions } from "../../addresses/index.ts"

/** @category constants */
export const billingCountries: ReadonlyArray<CountryOption> = [...addressCountries, ...countryOptions(["KR"])]
