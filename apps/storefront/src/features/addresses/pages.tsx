/**
 * The address book (/shop/:site/account/addresses; platform §2 "Saved addresses", §4
 * "Address default button", §5, §6, §8): the saved addresses, add and edit through the
 * address modal, make an address the default, and the billing-country modal.
 *
 * Make default runs behind the stateful button: success is shown, then the page reloads;
 * a failure shows the failed state and goes back to initial after 3 s. The client asks the
 * soft-authentication check first; a 401 or 403 goes to the provider's handler, which
 * reloads the page (the button still shows failed meanwhile).
 *
 * Where the spec is silent: the billing-country modal chooses the country a new address
 * starts with (it opens the add modal with that country).
 */
import { type Address, type Country, defaultAddressCountry, isDefaultAddress, newAddressCountry } from "@outfitter/domain"
import { addressBookQueryOptions, useAddressBook, usePreferenceOptions, useSetDefaultAddress, useStatefulButton } from "@outfitter/react-hooks"
import { memberQueries } from "../../app/routeData.ts"
import { useId, useState } from "react"
import { accountText } from "../../site/text/en/account.ts"
import { useText } from "../../site/text/useText.ts"
import { AccountDialog } from "../../ui/AccountDialog.tsx"
import { LiveRegion, useAnnouncer } from "../../ui/LiveRegion.tsx"
import { StatefulButton } from "../../ui/StatefulButton.tsx"
import { usePageTitle } from "../../ui/usePageTitle.ts"
import { BillingCountryPicker } from "../preferences/index.ts"
import { AddressFormModal } from "./AddressFormModal.tsx"

const reloadPage = () => window.location.reload()

interface AddressCardProps {
  readonly address: Address
  readonly isDefault: boolean
  readonly onEdit: (address: Address) => void
  readonly onReload: () => void
  readonly announce: (message: string) => void
}

const AddressCard = ({ address, isDefault, onEdit, onReload, announce }: AddressCardProps) => {
  const headingId = useId()
  const setDefault = useSetDefaultAddress()
  const button = useStatefulButton()
  const text = useText(accountText).addressBook.card
  const title = address.nickName ?? text.name(address.firstName, address.lastName)
  const makeDefault = async () => {
    const result = await button.run(() => setDefault.mutateAsync(address.addressId))
    if (result.ok) onReload()
    else announce(text.notMadeDefault(title))
  }
  return (
    <article className="account-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {isDefault ? <p className="selected-badge">{text.defaultAddress}</p> : null}
      <address>
        {address.firstName} {address.lastName}
        <br />
        {address.addressLine1}
        {address.addressLine2 === undefined ? null : <><br />{address.addressLine2}</>}
        <br />
        {[address.city, address.region, address.postalCode].filter((part) => part !== undefined && part !== "").join(", ")}
        <br />
        {address.country}
      </address>
      <button type="button" className="button" aria-label={text.editLabel(title)} onClick={() => onEdit(address)}>
        {text.edit}
      </button>{" "}
      {isDefault ? null : (
        <StatefulButton type="button" state={button.state} labels={text.makeDefault} onClick={() => void makeDefault()} />
      )}
    </article>
  )
}

type Modal =
  | { readonly kind: "none" }
  | { readonly kind: "add"; readonly country: string }
  | { readonly kind: "edit"; readonly address: Address }
  | { readonly kind: "billingCountry" }

/** The page with its reload injectable (tests pass their own). */
export const AddressBookView = ({ reload = reloadPage }: { readonly reload?: () => void }) => {
  const text = useText(accountText).addressBook
  usePageTitle(text.title)
  const book = useAddressBook()
  const { message, announce } = useAnnouncer()
  const [modal, setModal] = useState<Modal>({ kind: "none" })
  const [billingCountry, setBillingCountry] = useState<Country | undefined>(undefined)
  const options = usePreferenceOptions({}, { enabled: modal.kind === "billingCountry" })

  const saved = (address: Address) => {
    setModal({ kind: "none" })
    announce(text.saved(address.nickName ?? address.addressLine1))
  }

  return (
    <section aria-labelledby="addresses-heading">
      <h1 id="addresses-heading">{text.heading}</h1>
      <p>
        <button type="button" className="button" onClick={() => setModal({ kind: "add", country: newAddressCountry(billingCountry?.countryCode) })}>
          {text.add}
        </button>{" "}
        <button type="button" className="button" onClick={() => setModal({ kind: "billingCountry" })}>
          {text.chooseBillingCountry}
        </button>
      </p>
      {billingCountry === undefined ? null : <p>{text.billingCountry(billingCountry.name)}</p>}
      {book.isPending ? <p role="status">{text.loading}</p> : null}
      {book.isError ? <p role="alert">{text.loadFailed}</p> : null}
      {book.data === undefined ? null : book.data.addresses.length === 0
        ? <p>{text.empty}</p>
        : (
          <ul className="account-panels" aria-label={text.listLabel}>
            {book.data.addresses.map((address) => (
              <li key={address.addressId} style={{ listStyle: "none" }}>
                <AddressCard
                  address={address}
                  isDefault={isDefaultAddress(book.data, address.addressId)}
                  onEdit={(chosen) => setModal({ kind: "edit", address: chosen })}
                  onReload={reload}
                  announce={announce}
                />
              </li>
            ))}
          </ul>
        )}
      {modal.kind === "add" || modal.kind === "edit"
        ? (
          <AddressFormModal
            address={modal.kind === "edit" ? modal.address : undefined}
            initialCountry={modal.kind === "add" ? modal.country : defaultAddressCountry}
            onSaved={saved}
            onClose={() => setModal({ kind: "none" })}
            announce={announce}
          />
        )
        : null}
      {modal.kind === "billingCountry"
        ? (
          <AccountDialog title={text.billingCountryTitle} onClose={() => setModal({ kind: "none" })}>
            {options.data === undefined
              ? <p role="status">{options.isError ? text.countriesFailed : text.countriesLoading}</p>
              : (
                <BillingCountryPicker
                  countries={options.data.countries}
                  initial={billingCountry}
                  onConfirm={(country) => {
                    setBillingCountry(country)
                    setModal({ kind: "add", country: country.countryCode })
                    announce(text.billingCountryChosen(country.name))
                  }}
                />
              )}
          </AccountDialog>
        )
        : null}
      <LiveRegion message={message} />
    </section>
  )
}

export const AddressBookPage = () => <AddressBookView />

/** The route's data (routeData.ts): the address book. */
export const prefetchAddressBook = memberQueries(({ run }) => [addressBookQueryOptions(run)])
