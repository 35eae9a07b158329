/** The store finder's texts (its page, its search form and results, shared with find in store) and the product page's, in English (complete). */
import { section } from "../catalogue.ts"

export const storesText = /*#__PURE__*/ section("stores", {
  finder: {
    heading: "Find a store",
    noStoreYet: "Choose a store to see its stock and pick up orders there.",
    /** Before the saved store's name. */
    yourStore: "Your store:",
    /** Announced once a store is chosen. */
    nowYourStore: (store: string) => `${store} is now your store.`,
  },
  /** Messages about a search (the domain's own, such as "zip not found", stay in the domain). */
  messages: {
    zipRequired: "Enter a zip or postal code to search.",
    searchFailed: "We couldn't load stores just now. Please try again.",
    geolocationUnsupported: "Your browser can't share your location. Enter a zip or postal code instead.",
    geolocationDenied: "Location access is turned off for this site. Allow it in your browser, or enter a zip or postal code instead.",
    geolocationUnavailable: "We couldn't get your location. Try again, or enter a zip or postal code instead.",
    locating: "Finding your location…",
    legal: "Product availability, prices and promotions may vary by store. Store hours may change on holidays.",
  },
  /** The radius units, by the domain's code. */
  units: {
    SMI: { long: "miles", short: "mi" },
    KTM: { long: "kilometres", short: "km" },
  },
  /** The search brands (platform §3: adult, hollister/teen, youth) and the card's gym badge. */
  brands: {
    ACF: "Adult",
    HOL: "Teen",
    KID: "Kids",
    gym: "Gym",
  },
  form: {
    label: "Store search",
    zip: "Zip or postal code",
    distance: (unit: string) => `Distance (${unit})`,
    radiusChoice: (radius: string, unit: string) => `${radius} ${unit}`,
    brand: "Brand",
    optional: "(optional)",
    allBrands: "All brands",
    search: "Search",
    or: "or",
    useLocation: "Use my current location",
  },
  results: {
    searching: "Searching for stores…",
    nearZip: (zip: string) => `Stores near ${zip}`,
    nearYou: "Stores near you",
    none: (radius: string, unit: string) => `No stores within ${radius} ${unit}. Try a larger radius or another zip or postal code.`,
    /** `count` decides singular or plural; `shown` is the count as the page writes it. */
    found: (count: number, shown: string, radius: string, unit: string) => `${shown} ${count === 1 ? "store" : "stores"} within ${radius} ${unit}`,
    /** After the count, when there are pages: the stores this page shows. */
    showing: (first: string, last: string) => `showing ${first}–${last}`,
    list: "Stores",
  },
  card: {
    mapUnavailable: "Map unavailable",
    mapAlt: (store: string) => `Map of the area around ${store}`,
    selected: "Selected",
    away: (distance: string, unit: string) => `${distance} ${unit} away`,
    phone: "Phone",
    hours: "Hours",
    selectStore: "Select store",
    selectedStore: "Selected store",
    /** The select button's accessible name. */
    selectStoreNamed: (store: string) => `Select store: ${store}`,
    selectedStoreNamed: (store: string) => `Selected store: ${store}`,
    mapLink: "Map and directions",
    /** After the map link's text, visually hidden. */
    mapLinkHidden: (store: string) => ` for ${store} (opens in a new tab)`,
  },
  pagination: {
    /** The bar's name for the store results (the order history names its own). */
    label: "Store results pages",
    previous: "Previous",
    next: "Next",
    /** After Previous and Next, visually hidden. */
    stepHidden: " page",
    page: (page: string) => `Page ${page}`,
  },
  product: {
    loading: "Loading product…",
    notFound: "Product not found",
    failed: "We could not load this product. Please try again later.",
    noSuchProduct: (id: string) => `There is no product ${id}.`,
    /** The heading before the product is known. */
    product: "Product",
    productNumbered: (id: string) => `Product ${id}`,
    item: (id: string) => `Item ${id}`,
    colour: "Colour",
    size: "Size",
    soldOut: "(sold out)",
    /** What find in store looks for: the product, colour and size as the page lists them, and the sku if one is chosen. */
    lookingFor: (what: string, sku: string | undefined) => (sku === undefined ? what : `${what} (sku ${sku})`),
  },
  findInStore: {
    heading: "Find in store",
    close: "Close",
  },
  preferredStore: {
    heading: "Your store",
    checking: "Checking availability…",
  },
})
