/** The home texts, in English (complete). */
import { section } from "../catalogue.ts"

export const homeText = /*#__PURE__*/ section("home", {
  title: "Home",
  heading: "Home",
  intro: "Your orders, rewards and stores in one place.",
  account: {
    heading: "Your account",
    welcomeBack: "Welcome back. Sign in again to see your account.",
    /** What each account page is for, by its tab (accountTabs.ts); the link is the tab's label. */
    descriptions: {
      overview: "Your details and rewards at a glance",
      orders: "Track, return or cancel an order",
      rewards: "Points, rewards and your tier",
      addresses: "Where your orders go",
      paymentCards: "The cards you pay with",
      password: "Change your password",
    },
    signIn: { label: "Sign in to your account", description: "Orders, rewards, addresses and saved cards" },
    trackOrder: { label: "Track an order", description: "With its number and your e-mail address, no account needed" },
  },
  stores: {
    heading: "Stores",
    findStore: { label: "Find a store", description: "Opening hours, directions and what is in stock" },
  },
  help: {
    heading: "Help",
    help: { label: "Help", description: "Answers for your country, and how to reach us" },
    trackOrder: { label: "Track your order", description: "Where an order is, and returns" },
    giftCards: { label: "Gift card balance", description: "What is left on a gift card" },
    contact: { label: "Contact us", description: "Write to customer service" },
  },
})
