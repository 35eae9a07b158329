/**
 * `outfitter stores search`: its description, arguments, flags and help; search.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"

export const storesSearch = declareCommand({
  path: "stores search",
  description:
    "search for stores near a point or a postal code, or in a country; the domain's validation and clamping apply (over-limit radius and max items are clamped, not refused)",
  options: {
    latitude: { flags: "--latitude <degrees>", description: "latitude, with --longitude" },
    longitude: { flags: "--longitude <degrees>", description: "longitude, with --latitude" },
    postalCode: {
      flags: "--postal-code <code>",
      description: "search near a zip or postal code, geocoded in --country (default: the site's country); not with --latitude/--longitude",
    },
    radius: { flags: "--radius <distance>", description: "search radius, above zero (over-limit values are clamped)" },
    radiusUom: { flags: "--radius-uom <unit>", description: "radius unit: SMI (miles) or KTM (kilometres); default by site" },
    brand: {
      flags: "--brand <brands>",
      description: "brand filter by code or name, any case, comma list allowed: ACF or acf, HOL or hol, KID or kids",
    },
    maxItems: { flags: "--max-items <count>", description: "most stores to return: a whole number from 1 (over-limit values are clamped to 50, 15 with --short-sku)" },
    shortSku: { flags: "--short-sku <sku>", description: "only stores that can report inventory for this short sku" },
    country: { flags: "--country <code>", description: "country filter (and the country a postal code is geocoded in)" },
    state: { flags: "--state <code>", description: "state or region filter" },
  },
  docs: {
    notes: [
      "The table lists number, name, city, state or region, postal code, phone, distance and brand (by name: acf, hol, kids, gh). --json prints the service's response as it is: {\"physicalStores\":[…],\"radius\":N}.",
    ],
    exitCodes: [
      [ExitCode.Ok, "stores found (or none: the table says 0 stores)"],
      [ExitCode.Failed, "the geocoder answered that it knows no such postal code; the geocoder or the store service failed (down, HTTP 5xx, an answer that cannot be read, no answer within --timeout)"],
      [ExitCode.Usage, "a validation message (coordinates, radius, brand, max items), a radius of zero or less, a --max-items below 1 or not whole, --postal-code with --latitude/--longitude"],
      [ExitCode.NotAuthorised, "the service refused the search (HTTP 401 or 403)"],
    ],
    examples: [
      ["stores near Columbus, Ohio, within 25 miles", "outfitter stores search --latitude 39.9612 --longitude -82.9988 --radius 25"],
      ["stores near a customer's zip code, kids stores only", "outfitter stores search --postal-code 43215 --brand kids"],
      ["a Canadian postal code: geocoded in Canada, radius in kilometres", "outfitter stores search --postal-code 'M5V 3L9' --site ca --radius 10"],
      ["the service's response as JSON", "outfitter stores search --postal-code 10001 --radius 5 --json"],
      ["every store in a country, by name", "outfitter stores search --country DK"],
    ],
  },
  load: (): Promise<CommandModule> => import("./search.ts"),
})
