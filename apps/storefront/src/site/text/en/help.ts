/** The help texts, in English (complete). */
import { section } from "../catalogue.ts"

export const helpText = /*#__PURE__*/ section("help", {
  /** The help overview (HelpOverviewPage). */
  overview: {
    title: "Help",
    /** "Shipping to <strong>Canada</strong>": the words before and after the country's name. */
    shippingToBeforeCountry: "Shipping to ",
    shippingToAfterCountry: "",
    changeCountry: "Change country",
    countryDialogTitle: "Choose your shipping country",
    /** The region's heading when its content has none. */
    regionHeading: (country: string) => `Help for ${country}`,
    regionUnavailable: "Information for your region is not available right now.",
    topicsLabel: "Help topics",
    trackOrderLink: "Track your order",
    giftCardsLink: "Check a gift card balance",
    bankRefundLink: "Bank refund details",
  },
  /** The contact form (ContactForm) and its page of its own (ContactPage). */
  contact: {
    title: "Contact us",
    heading: "Contact us",
    intro: "Tell us how we can help. We answer by e-mail.",
    name: "Name",
    email: "Email",
    orderNumber: "Order number (optional)",
    topic: "How can we help?",
    chooseTopic: "Choose a topic",
    comments: "Comments",
    attachments: "Attachments (optional)",
    chosenFiles: "Chosen files",
    sendingAnnouncement: "Sending your message",
    button: { initial: "Send message", processing: "Sending…", success: "Sent", failed: "Send message" },
  },
  /** The gift card balance page (GiftCardsPage, BalanceForm, the captchas, useGiftCardCheck). */
  giftCards: {
    title: "Gift card balance",
    heading: "Gift card balance",
    tabsLabel: "Gift cards",
    checkTab: "Check balance",
    aboutTab: "About gift cards",
    /** The check tab when the build has no captcha to offer. */
    unavailable: "Checking a gift card balance is not available on this site at the moment.",
    checking: "Checking your balance…",
    balanceHeading: "Your balance",
    cardEnding: (lastFour: string) => `Card ending in ${lastFour}`,
    checkAnother: "Check another card",
    aboutHeading: "About gift cards",
    aboutCard:
      "A gift card has a 12-digit number and a 4-digit PIN under the scratch-off panel on its back. An eGift card, sent by e-mail, has a 16-digit number and no PIN.",
    aboutUse: "Gift cards never expire and can be used online and in our stores.",
    formLabel: "Check your gift card balance",
    country: "Country",
    chooseCountry: "Choose a country",
    cardNumber: "Card number",
    cardNumberHint: "12 digits, or 16 for an eGift card.",
    pin: "PIN",
    pinHint: "4 digits; leave empty for an eGift card.",
    button: { processing: "Checking…", retry: "Try again", initial: "Check balance" },
    captchaUnavailable: "The captcha could not be loaded. Check your connection, then reload the page.",
    /** Said in the live region. */
    announce: {
      checking: "Checking your balance…",
      found: (amount: string) => `Your balance is ${amount}.`,
      checkAnother: "Enter another card.",
    },
  },
  /** Global sign-on (GlobalSignonPage). */
  globalSignon: {
    title: "Global sign-on",
    heading: "Global sign-on",
    languagesLabel: "Language",
  },
  /** Track order (TrackOrderPage). */
  trackOrder: {
    title: "Track your order",
    heading: "Track your order",
    intro: "Enter your order number and the e-mail address you used to place the order.",
    formLabel: "Find your order",
    orderNumber: "Order number",
    orderNumberHint: "Digits only, as in your order confirmation.",
    email: "Email",
    find: "Find order",
    startReturn: "Start a return",
    /** No order of that number for that e-mail. */
    notFound: "We could not find an order with that number and e-mail address. Check both and try again.",
    /** The look-up failed (the service, the network). */
    lookupFailed: "We could not look up your order just now. Please try again.",
  },
  /** Bank refund details (BankRefundPage). */
  bankRefund: {
    title: "Bank refund",
    heading: "Bank refund",
    intro: "Tell us the bank account your refund should be paid into.",
    formLabel: "Bank details",
    /** A field's label (the domain's) for a field that may stay empty. */
    optional: (label: string) => `${label} (optional)`,
    chooseAccountType: "Choose an account type",
    accountTypes: { ordinary: "Ordinary (futsū)", current: "Current (tōza)" },
    button: { initial: "Submit bank details", processing: "Submitting…", success: "Submitted", failed: "Retry" },
    thanksTitle: "Thank you",
    thanks: "Thank you. We have received your bank details and will send your refund to this account.",
  },
  /** Fast enroll (FastEnrollPage, OptInFields, ConfirmationPane). */
  enroll: {
    title: "Fast enroll",
    heading: "Fast enroll",
    emailHeading: "Join with your e-mail",
    emailLabel: "E-mail address",
    checking: "Checking…",
    continue: "Continue",
    signInHeading: "Sign in to join",
    createHeading: "Create your account",
    forEmail: (email: string) => `For ${email}`,
    phone: "Phone number (optional)",
    optInLegend: "E-mail me news and offers from",
    password: "Password",
    pleaseWait: "Please wait…",
    signInAndJoin: "Sign in and join",
    joinNow: "Join now",
    iAmNew: "I am new here",
    haveAPassword: "I already have a password",
    back: "Back",
    doneHeading: "You're in",
    memberNumber: (number: string) => `Member number: ${number}`,
    passwordSent: "We have sent you an e-mail to set your password.",
    setPassword: "Set your password",
  },
})
