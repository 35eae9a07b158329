/**
 * Geocoding a zip code through the maps service. Rules: platform §3 "Maps, countries and
 * languages", §8 "Behaviour". The wire schemas are GeocodeSchema.ts.
 *
 * @since 0.1.0
 */

/** The message when the signed map address cannot be made (platform §8). */
export const signUrlFailedMessage = "Google Url Failed to be created correctly"

/**
 * What a person is told when the geocoder finds nothing for a zip or postal code. The
 * spec only says a geocoder failure is an empty result (platform §8); the wording is
 * Outfitter's, shared by the store finder and the CLI. It blames the code, so a caller
 * that can tell them apart says it only when the geocoder answered that it found nothing
 * (HTTP 404): a geocoder that is down, slow or broken is reported as that.
 *
 * @category messages
 */
export const postalCodeNotFoundMessage = "We couldn't find that zip or postal code. Check it and try again."
