/**
 * The account overview (/shop/:site/account; platform §2 "Account dashboard", §3 "User
 * (as read)", §4 "Saving a chosen store", §6): the my-info panels with the profile, and
 * the preferred store with its change modal.
 *
 * Choosing a store in the modal copies its id to the hidden preferredStore input of the
 * preferred-store form and closes the modal. Saving the form sends the preference through
 * the user service (PUT user {preference: {preferredStore}}), behind the stateful button,
 * and saves the store as the selected store with `isPreferred`, so the rest of the site
 * uses it (a preferred store fills an empty uPref slot only, platform §4).
 *
 * Where the spec is silent: the preference is saved by the form's button, not on choosing
 * (the hidden input is the form's value); an empty, REMOVED or NONE preference reads as
 * no store (the domain's `preferredStoreId`).
 */
import { type PhysicalStore, preferredStoreId } from "@outfitter/domain"
import { useSelectedStore, useStatefulButton, useStore, useUpdateUser, useUser, userQueryOptions } from "@outfitter/react-hooks"
import { memberQueries } from "../../../app/routeData.ts"
import { type FormEvent, useState } from "react"
import { accountText } from "../../../site/text/en/account.ts"
import { useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import "../../../ui/account.css"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { PreferredStoreModal } from "./PreferredStoreModal.tsx"

export const AccountOverviewPage = () => {
  const text = useText(accountText).overview
  usePageTitle(text.title)
  const { brand } = useSite()
  const user = useUser()
  const update = useUpdateUser()
  const selected = useSelectedStore({ pageBrand: brand.pageBrand })
  const button = useStatefulButton()
  const { message, announce } = useAnnouncer()
  const [isModalOpen, setModalOpen] = useState(false)
  const [chosen, setChosen] = useState<PhysicalStore | undefined>(undefined)

  const savedId = preferredStoreId(user.data?.preference?.preferredStore)
  const savedStore = useStore(savedId, { enabled: savedId !== undefined })
  const hiddenValue = chosen?.storeNumber ?? savedId ?? ""

  const choose = (store: PhysicalStore) => {
    setChosen(store)
    setModalOpen(false)
    announce(text.storeChosen(store.name))
  }

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const store = chosen
    const preferredStore = new FormData(event.currentTarget).get("preferredStore")
    if (store === undefined || typeof preferredStore !== "string" || preferredStore === "") return
    const result = await button.run(async () => {
      await update.mutateAsync({ preference: { preferredStore } })
      selected.select(store, { isPreferred: true })
    })
    if (result.ok) {
      announce(text.storeSaved(store.name))
      setChosen(undefined)
    } else announce(text.storeNotSaved)
  }

  return (
    <section aria-labelledby="account-heading">
      <h1 id="account-heading">{text.heading}</h1>
      {user.isPending ? <p role="status">{text.loading}</p> : null}
      {user.isError ? <p role="alert">{text.loadFailed}</p> : null}
      {user.data === undefined ? null : (
        <div className="account-panels">
          <section className="account-panel" aria-labelledby="my-info-heading">
            <h2 id="my-info-heading">{text.myInfo}</h2>
            <dl>
              <dt>{text.firstName}</dt>
              <dd>{user.data.firstName}</dd>
              <dt>{text.email}</dt>
              <dd>{user.data.email}</dd>
            </dl>
          </section>
          <section className="account-panel" aria-labelledby="preferred-store-heading">
            <h2 id="preferred-store-heading">{text.preferredStore}</h2>
            <p data-testid="preferred-store">
              {savedId === undefined
                ? text.noPreferredStore
                : text.yourPreferredStore(savedStore.data?.name ?? savedId)}
            </p>
            <form aria-label={text.preferredStoreForm} onSubmit={(event) => void save(event)}>
              <input type="hidden" name="preferredStore" value={hiddenValue} />
              {chosen === undefined ? null : <p>{text.chosenStore(chosen.name)}</p>}
              <button type="button" className="button" onClick={() => setModalOpen(true)}>
                {text.changePreferredStore}
              </button>{" "}
              {chosen === undefined && button.state === "initial"
                ? null
                : <StatefulButton state={button.state} labels={text.saveButton} />}
            </form>
          </section>
        </div>
      )}
      {isModalOpen
        ? <PreferredStoreModal selectedStoreId={hiddenValue || undefined} onSelect={choose} onClose={() => setModalOpen(false)} />
        : null}
      <LiveRegion message={message} />
    </section>
  )
}

/** The route's data (routeData.ts): the user the page shows. */
export const prefetchAccountOverview = memberQueries(({ run }) => [userQueryOptions(run)])
