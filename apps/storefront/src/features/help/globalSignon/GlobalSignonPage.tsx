/**
 * Global sign-on (`/shop/:site/global-signon`): the language links. Each reloads the page
 * at the same address with only the language replaced (the domain's `globalSignonLinks`);
 * the current language is marked with `aria-current`. The address is read after the first
 * render, so the prerendered page shows no links until the page runs.
 */
import { useGlobalSignonLinks } from "@outfitter/react-hooks"
import { useEffect, useState } from "react"
import { usePageTitle } from "../../../ui/usePageTitle.ts"

export const GlobalSignonPage = () => {
  usePageTitle("Global sign-on")
  const [address, setAddress] = useState("")
  useEffect(() => setAddress(`${window.location.pathname}${window.location.search}${window.location.hash}`), [])
  const links = useGlobalSignonLinks(address)
  return (
    <div id="global-signon">
      <h1>Global sign-on</h1>
      <nav aria-label="Language">
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
