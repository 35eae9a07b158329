/**
 * The help overview: the shipping country, its world region and content variant, and the
 * country selector grouped by region.
 *
 * @since 0.4.0
 */
export * from "./HelpCountry.ts"
