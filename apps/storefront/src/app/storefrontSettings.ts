/**
 * The store settings of the reference storefront, the same in the browser and in the
 * prerenderer (so the HTML built ahead is what the first render in the browser draws): the
 * login modal (`?modal=signin` opens the sign-in modal) and the welcome offers (the rewards
 * overview lists welcome promotions) are on; every other setting keeps the domain's default.
 */
import { makeStoreSettings } from "@outfitter/domain"

export const storefrontSettings = makeStoreSettings({ loginModal: true, welcomeOffersEnabled: true })
