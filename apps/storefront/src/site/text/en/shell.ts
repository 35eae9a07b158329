/** The texts of every page's frame (skip link, header, footer) and the shared controls, in English (complete). */
import { section } from "../catalogue.ts"

export const shellText = /*#__PURE__*/ section("shell", {
  skipToContent: "Skip to content",
  footer: (logo: string, site: string) => `${logo} · ${site} site · Reference storefront`,
  /** The document title of a page: its own title, then the storefront's name. */
  pageTitle: (title: string) => `${title} | Outfitter`,
  /** While a page's chunk loads. */
  pageLoading: "Loading…",
  /** A link to the site's sign-in page (the header's, and the one beside "sign in again" messages). */
  signIn: "Sign in",
  header: {
    /** After the logo, visually hidden: the logo link reads "<logo> home". */
    logoHome: "home",
    mainNavigation: "Main",
    nav: {
      home: "Home",
      stores: "Stores",
      account: "Account",
      help: "Help",
    },
    myStore: "My store",
  },
  /** The invisible stand-in for the preference menu's trigger while it loads (the same box). */
  preferencePlaceholder: {
    country: "United States",
    rest: "· USD · English",
  },
  pageNotFound: {
    heading: "Page not found",
    messageBeforeLink: "We couldn't find that page.",
    homeLink: "Go to the home page",
    messageAfterLink: ".",
  },
  chooseSite: {
    heading: "Choose your site",
    noSuchSite: (segment: string) => `There is no “${segment}” site. Choose the site for where you shop:`,
  },
  /** The shared modal dialog's button. */
  dialogClose: "Close",
  /** The stateful button's labels, by state, when a page gives none. */
  statefulButton: {
    initial: "Save",
    processing: "Saving…",
    success: "Saved",
    failed: "Not saved",
  },
})
