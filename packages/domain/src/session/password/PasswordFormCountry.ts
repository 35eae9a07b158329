/**
 * Which password update form a site shows: the German one (it adds the
 * `preference.germanyUser` flag to the update) for a site whose country is Germany, the standard one
 * elsewhere.
 *
 * @since 0.6.0
 */

/** The site country whose password form is the German one. @category constants */
export const germanPasswordFormCountry = "DE"

/**
 * @example
 * import { isGermanPasswordForm } from "@outfitter/domain"
 * isGermanPasswordForm("DE") // => true
 * isGermanPasswordForm("US") // => false
 * @category rules
 */
export const isGermanPasswordForm = (siteCountry: unknown): boolean => siteCountry === germanPasswordFormCountry
