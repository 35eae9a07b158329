/**
 * The address book as TanStack Query options, without React (STYLE §4). Keys mirror the
 * REST path: ["user", "addressBook"] and ["user", "addressBook", id].
 *
 * @since 0.7.0
 */
import { type AddressBookError, AddressBookService } from "@outfitter/clients"
import type { Address, AddressBook, AddressIdMissing, InvalidParams } from "@outfitter/domain"
import { queryOptions } from "../queryOptions.ts"
import type { RunClient } from "../runClient.ts"

/** @category keys */
export const addressBookKey = ["user", "addressBook"] as const

/** @category keys */
export const addressKey = (addressId: string) => [...addressBookKey, addressId] as const

/** The errors an address-book query or mutation can end in. */
export type AddressQueryError = AddressBookError | InvalidParams | AddressIdMissing

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

/** Query options for one address. @category query options */
export const addressQueryOptions = (run: RunClient, addressId: string) =>
  queryOptions<Address, AddressQueryError>({
    queryKey: addressKey(addressId),
    queryFn: ({ signal }) => run(AddressBookService.layer, AddressBookService.use((book) => book.get(addressId)), signal),
  })
