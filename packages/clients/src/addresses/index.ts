/**
 * The addresses clients: the address book (platform §7).
 *
 * @since 0.1.0
 */
import { AddressBookService } from "./AddressBookService.ts"

export * from "./AddressBookService.ts"

/** Every addresses client, needing ApiConfig, Session and HttpClient. @category layers */
export const addressesClientsLayer = AddressBookService.layer

/** The services addressesClientsLayer provides. */
export type AddressesClients = AddressBookService
