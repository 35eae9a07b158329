/**
 * The home page: the ways into the customer side of the store, as a retailer's home page
 * offers them. Three groups of links, each a titled section:
 *
 * - **Your account.** A signed-in member gets the account pages (the same list as the
 *   account navigation); anyone else gets sign-in and track order, and a remembered member
 *   is greeted before being asked to sign in again (platform §4). Until the visitor is known
 *   (the page built ahead, and its hydration: usePageVisitor) the section shows only its
 *   heading, so no visitor ever sees the other one's links.
 * - **Stores:** the store finder.
 * - **Help:** the help pages (overview, track order, gift card balance, contact).
 *
 * The sign-in modal opens from query parameters (platform §2, the domain's
 * `signInModalFor`: `?modal=signin`, with the login-modal feature on).
 */
import { accountNavigationFor } from "@outfitter/domain"
import { type ReactNode, useId } from "react"
import { Link } from "wouter"
import { usePageVisitor } from "../../site/usePageVisitor.ts"
import { useSite } from "../../site/useSite.ts"
import { usePageTitle } from "../../ui/usePageTitle.ts"
import { accountTabs, SignInModal } from "../session/index.ts"
import "./home.css"

interface Entry {
  readonly path: string
  readonly label: string
  readonly description: string
}

/** What each account page is for, in the account section of a signed-in member. */
const accountDescriptions: Readonly<Record<string, string>> = {
  "/account": "Your details and rewards at a glance",
  "/account/orders": "Track, return or cancel an order",
  "/account/rewards": "Points, rewards and your tier",
  "/account/addresses": "Where your orders go",
  "/account/payments": "The cards you pay with",
  "/account/password": "Change your password",
}

const memberEntries: ReadonlyArray<Entry> = accountTabs.map((tab) => ({ ...tab, description: accountDescriptions[tab.path] ?? "" }))

const visitorEntries: ReadonlyArray<Entry> = [
  { path: "/signin", label: "Sign in to your account", description: "Orders, rewards, addresses and saved cards" },
  { path: "/help/track-order", label: "Track an order", description: "With its number and your e-mail address, no account needed" },
]

const storeEntries: ReadonlyArray<Entry> = [
  { path: "/stores", label: "Find a store", description: "Opening hours, directions and what is in stock" },
]

const helpEntries: ReadonlyArray<Entry> = [
  { path: "/help", label: "Help", description: "Answers for your country, and how to reach us" },
  { path: "/help/track-order", label: "Track your order", description: "Where an order is, and returns" },
  { path: "/help/gift-cards", label: "Gift card balance", description: "What is left on a gift card" },
  { path: "/help/contact", label: "Contact us", description: "Write to customer service" },
]

const EntryList = ({ entries }: { readonly entries: ReadonlyArray<Entry> }) => {
  const { href } = useSite()
  return (
    <ul className="home-entries">
      {entries.map((entry) => (
        <li key={entry.path}>
          <Link href={href(entry.path)}>{entry.label}</Link>
          {entry.description === "" ? null : <span className="muted">{entry.description}</span>}
        </li>
      ))}
    </ul>
  )
}

const Section = (props: { readonly title: string; readonly children?: ReactNode }) => {
  const headingId = useId()
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      {props.children}
    </section>
  )
}

const AccountSection = () => {
  const visitor = usePageVisitor()
  if (visitor === undefined) return <Section title="Your account" />
  if (accountNavigationFor(visitor)._tag === "LoggedIn") {
    return (
      <Section title="Your account">
        <EntryList entries={memberEntries} />
      </Section>
    )
  }
  return (
    <Section title="Your account">
      {visitor.kind === "remembered" ? <p>Welcome back. Sign in again to see your account.</p> : null}
      <EntryList entries={visitorEntries} />
    </Section>
  )
}

export const HomePage = () => {
  usePageTitle("Home")
  return (
    <div className="page home-page">
      <h1>Home</h1>
      <p className="home-intro">Your orders, rewards and stores in one place.</p>
      <div className="home-sections">
        <AccountSection />
        <Section title="Stores">
          <EntryList entries={storeEntries} />
        </Section>
        <Section title="Help">
          <EntryList entries={helpEntries} />
        </Section>
      </div>
      <SignInModal />
    </div>
  )
}
