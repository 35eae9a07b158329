/**
 * Global sign-on (`/shop/:site/global-signon`): the language links. Each reloads the page
 * at the same address with only the language replaced (the domain's `globalSignonLinks`);
 * the current language is marked with `aria-current`. The address is read after the first
 * render, so the prerendered page shows no links until the page runs.
 */
import { useGlobalSignonLinks } from "@outfitter/react-hooks"
import { useEffect, useState } from "react"
import { helpText } from "../../../site/text/en/help.ts"
import { useText } from "../../../site/text/useText.ts"
import { usePageTitle } from "../../../ui/usePageTitle.ts"

export const GlobalSignonPage = () => {
  const text = useText(helpText).globalSignon
  usePageTitle(text.title)
  const [address, setAddress] = useState("")
  useEffect(() => setAddress(`${window.location.pathname}${window.location.search}${window.location.hash}`), [])
  const links = useGlobalSignonLinks(address)
  return (
    <div id="global-signon">
      <h1>{text.heading}</h1>
      <nav aria-label={text.languagesLabel}>
        <ul>
          {links.map((link) => (
            <li key={link.language}>
              <a href={link.href} lang={link.language} aria-current={link.current ? "true" : undefined}>{link.name}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
