/**
 * The store settings the pages read (StoreSettings.loginModal, the store id), the same
 * object the provider config carries to the clients. App.tsx provides it.
 */
import { defaultStoreSettings, type StoreSettings } from "@outfitter/domain"
import { createContext, useContext } from "react"

export const StoreSettingsContext = createContext<StoreSettings>(defaultStoreSettings)

export const useStoreSettings = (): StoreSettings => useContext(StoreSettingsContext)
