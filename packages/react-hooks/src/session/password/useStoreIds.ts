/**
 * The ids the password update redirects with.
 *
 * @since 0.1.0
 */
"use client"
import { useStoreSettings } from "../../OutfitterProvider.ts"

/**
 * The store, catalog and language ids the provider was given (for the rewards-centre
 * redirect after a password update).
 *
 * @category hooks
 */
export const useStoreIds = () => {
  const { storeId, catalogId, langId } = useStoreSettings()
  return { storeId, catalogId, langId }
}
