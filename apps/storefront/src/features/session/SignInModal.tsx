/**
 * The sign-in modal that opens from query parameters (platform §2; the rule and the
 * parameter names are the domain's `signInModalFor`: `?modal=signin`, optional
 * `returnTo`). A native modal dialog: focus moves into it, Escape and the close button
 * close it by removing the parameters from the address.
 */
import { useStoreSettings } from "@outfitter/react-hooks"
import { signInModalFor, signInModalParams } from "@outfitter/domain"
import { useEffect, useRef } from "react"
import { useLocation, useSearch } from "wouter"
import { accountText } from "../../site/text/en/account.ts"
import { useText } from "../../site/text/useText.ts"
import { useSite } from "../../site/useSite.ts"
import { SignInForm } from "./SignInForm.tsx"

export const SignInModal = ({ isAccountPage = false }: { readonly isAccountPage?: boolean }) => {
  const settings = useStoreSettings()
  const search = useSearch()
  const [location, navigate] = useLocation()
  const { href } = useSite()
  const text = useText(accountText).signInModal
  const modal = signInModalFor({ loginModal: settings.loginModal, isAccountPage, query: search })
  const dialogRef = useRef<HTMLDialogElement>(null)
  const isOpen = modal._tag === "Open"

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog === null || !isOpen || dialog.open) return
    if (typeof dialog.showModal === "function") dialog.showModal()
    else dialog.setAttribute("open", "")
  }, [isOpen])

  if (!isOpen) return null

  const close = () => {
    const params = new URLSearchParams(search)
    params.delete(signInModalParams.modal)
    params.delete(signInModalParams.returnTo)
    const query = params.toString()
    // the site's root is "" inside the /shop/:site router ("/" would add a trailing slash)
    const path = location === "/" ? "" : location
    navigate(query === "" ? path : `${path}?${query}`, { replace: true })
  }

  return (
    <dialog
      ref={dialogRef}
      className="sign-in-modal"
      aria-labelledby="sign-in-modal-heading"
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
    >
      <div className="sign-in-modal-header">
        <h2 id="sign-in-modal-heading">{text.heading}</h2>
        <button type="button" className="button-link" onClick={close} aria-label={text.close}>
          ✕
        </button>
      </div>
      <SignInForm
        headingLevel={3}
        onSignedIn={() => (modal.returnTo === undefined ? navigate(href("/account")) : navigate(`~${modal.returnTo}`))}
      />
    </dialog>
  )
}
