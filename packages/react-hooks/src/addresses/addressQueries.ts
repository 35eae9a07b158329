/**
 * The address book as TanStack Query options and hooks (STYLE §4). Keys mirror the REST
 * path: ["user", "addressBook"] and ["user", "addressBook", id]. Thin: the rules (the
 * soft-authentication check, the missing-id error, the per-country forms) are the
 * domain's and the client's. Add, edit and set-default invalidate the book's prefix.
 *
 * @since 0.1.0
 */
import { type AddressBookError, AddressBookService } from "@outfitter/clients"
import type { Address, AddressBook, AddressIdMissing, InvalidParams } from "@outfitter/domain"
import { queryOptions, useMutation, useQuery, useQueryClient, type UseQueryOptions } from "@tanstack/react-query"
import { useRunClient } from "../OutfitterProvider.ts"
import type { RunClient } from "../runClient.ts"

/** @category keys */
export const addressBookKey = ["user", "addressBook"] as const

/** @category keys */
export const addressKey = (addressId: string) => [...addressBookKey, addressId] as const

/** The errors an address-book query or mutation can end in. */
export type AddressQueryError = AddressBookError | InvalidParams | AddressIdMissing

type CallerOptions<T> = Omit<UseQueryOptions<T, AddressQueryError, T, any>, "queryKey" | "queryFn">

/**
 * Query options for the signed-in user's address book.
 *
 * @example
 * import { addressBookQueryOptions } from "@outfitter/react-hooks"
 * declare const run: import("@outfitter/react-hooks").RunClient
 * addressBookQueryOptions(run).queryKey // => ["user", "addressBook"]
 * @category query options
 */
export const addressBookQueryOptions = (run: RunClient) =>
  queryOptions<AddressBook, AddressQueryError>({
    queryKey: addressBookKey,
    queryFn: ({ signal }) => run(AddressBookService.layer, AddressBookService.use((book) => book.list()), signal),
  })

/** @category hooks */
export const useAddressBook = (config: CallerOptions<AddressBook> = {}) => {
  const run = useRunClient()
  return useQuery({ ...addressBookQueryOptions(run), ...config })
}

/** Query options for one address. @category query options */
export const addressQueryOptions = (run: RunClient, addressId: string) =>
  queryOptions<Address, AddressQueryError>({
    queryKey: addressKey(addressId),
    queryFn: ({ signal }) => run(AddressBookService.layer, AddressBookService.use((book) => book.get(addressId)), signal),
  })

/** @category hooks */
export const useAddress = (addressId: string | undefined, config: CallerOptions<Address> = {}) => {
  const run = useRunClient()
  return useQuery({ ...addressQueryOptions(run, addressId ?? ""), enabled: addressId !== undefined, ...config })
}

/**
 * Saves an address form: adds it (no `addressId`) or edits the address. On success the
 * book is asked again.
 *
 * @category hooks
 */
export const useSaveAddress = () => {
  const run = useRunClient()
  const queryClient = useQueryClient()
  return useMutation<Address, AddressQueryError, { readonly addressId?: string | undefined; readonly form: unknown }>({
    mutationFn: ({ addressId, form }) =>
      run(
        AddressBookService.layer,
        AddressBookService.use((book) => (addressId === undefined ? book.add(form) : book.edit(addressId, form)))
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookKey }),
  })
}

/**
 * Makes an address the default (PUT {defaultShipping, defaultBilling}). The book is not
 * invalidated here: the page reloads after the button's success state (platform §4).
 *
 * @category hooks
 */
export const useSetDefaultAddress = () => {
  const run = useRunClient()
  return useMutation<AddressBook, AddressQueryError, unknown>({
    mutationFn: (addressId) => run(AddressBookService.layer, AddressBookService.use((book) => book.setDefault(addressId))),
  })
}
