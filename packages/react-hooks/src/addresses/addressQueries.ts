/**
 * The address book as hooks over its query options (addressQueryOptions.ts, STYLE §4).
 * Thin: the rules (the soft-authentication check, the missing-id error, the per-country
 * forms) are the domain's and the client's. Add, edit and set-default invalidate the book's prefix.
 *
 * @since 0.1.0
 */
"use client"
import { AddressBookService } from "@outfitter/clients"
import type { Address, AddressBook } from "@outfitter/domain"
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from "@tanstack/react-query"
import { useRunClient } from "../OutfitterProvider.ts"
import { addressBookKey, addressBookQueryOptions, addressQueryOptions, type AddressQueryError } from "./addressQueryOptions.ts"

type CallerOptions<T> = Omit<UseQueryOptions<T, AddressQueryError, T, any>, "queryKey" | "queryFn">

/** @category hooks */
export const useAddressBook = (config: CallerOptions<AddressBook> = {}) => {
  const run = useRunClient()
  return useQuery({ ...addressBookQueryOptions(run), ...config })
}

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
