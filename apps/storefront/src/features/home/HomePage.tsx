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
import { accountText } from "../../site/text/en/account.ts"
import { homeText } from "../../site/text/en/home.ts"
import { useText } from "../../site/text/useText.ts"
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

type HomeTexts = (typeof homeText)["en"]
type AccountTexts = (typeof accountText)["en"]

/** A signed-in member's links: the account pages, each with what it is for. */
const memberEntries = (tabs: AccountTexts["tabs"], descriptions: HomeTexts["account"]["descriptions"]): ReadonlyArray<Entry> =>
  accountTabs.map((tab) => ({ path: tab.path, label: tabs[tab.name], description: descriptions[tab.name] }))

const visitorEntries = (text: HomeTexts["account"]): ReadonlyArray<Entry> => [
  { path: "/signin", ...text.signIn },
  { path: "/help/track-order", ...text.trackOrder },
]

const storeEntries = (text: HomeTexts["stores"]): ReadonlyArray<Entry> => [
  { path: "/stores", ...text.findStore },
]

const helpEntries = (text: HomeTexts["help"]): ReadonlyArray<Entry> => [
  { path: "/help", ...text.help },
  { path: "/help/track-order", ...text.trackOrder },
  { path: "/help/gift-cards", ...text.giftCards },
  { path: "/help/contact", ...text.contact },
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
  const text = useText(homeText).account
  const tabs = useText(accountText).tabs
  if (visitor === undefined) return <Section title={text.heading} />
  if (accountNavigationFor(visitor)._tag === "LoggedIn") {
    return (
      <Section title={text.heading}>
        <EntryList entries={memberEntries(tabs, text.descriptions)} />
      </Section>
    )
  }
  return (
    <Section title={text.heading}>
      {visitor.kind === "remembered" ? <p>{text.welcomeBack}</p> : null}
      <EntryList entries={visitorEntries(text)} />
    </Section>
  )
}

export const HomePage = () => {
  const text = useText(homeText)
  usePageTitle(text.title)
  return (
    <div className="page home-page">
      <h1>{text.heading}</h1>
      <p className="home-intro">{text.intro}</p>
      <div className="home-sections">
        <AccountSection />
        <Section title={text.stores.heading}>
          <EntryList entries={storeEntries(text.stores)} />
        </Section>
        <Section title={text.help.heading}>
          <EntryList entries={helpEntries(text.help)} />
        </Section>
      </div>
      <SignInModal />
    </div>
  )
}
