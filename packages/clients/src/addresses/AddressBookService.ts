/**
 * The address book (platform §3, §5, §6, §7, §8): list, read, add and edit addresses, and
 * make one the default with PUT {api}/user/addressBook/ {defaultShipping, defaultBilling}.
 *
 * Every call asks the domain's `authorize` first, failing before any request: reads ask
 * "user.read" (the address book needs a signed-in account, platform §6), add and edit ask
 * "user.update", the default asks "sensitive.write" (the soft-authentication check,
 * 'Unauthorized user, soft authentication'). A missing address id is the domain's
 * `AddressIdMissing` ('address id cannot be undefined'); an address form that does not pass
 * the domain's per-country rules is `InvalidParams` naming the first field. A 401 or 403
 * is the domain's `Unauthorized` (the provider reloads the page).
 *
 * Where the spec is silent (see the domain's Address.ts): GET {api}/user/addressBook/ lists
 * the book, POST {api}/user/addressBook/ adds, PUT {api}/user/addressBook/{id} edits; the
 * default PUT answers the updated book. A "softReauthentication" answer is not sent: it
 * fails with `SoftAuthenticationRequired`, as the user service does.
 *
 * @since 0.1.0
 */
import {
  Address,
  AddressBook,
  addressDefaultsFor,
  type AddressFields,
  type AddressIdMissing,
  validateAddressForm,
} from "@outfitter/domain/addresses"
import { InvalidParams } from "@outfitter/domain/errors"
import { type PermissionError, permissionMessages, SoftAuthenticationRequired } from "@outfitter/domain/session"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import { ApiConfig } from "../config/ApiConfig.ts"
import { Session } from "../session/Session.ts"
import { decodeUserResponse, type UserCallError } from "../session/UserResponse.ts"
import { Http, jsonBody } from "../http/Http.ts"

/** The errors of any address-book call. @category models */
export type AddressBookError = UserCallError | PermissionError

/** @category models */
export interface AddressBookServiceShape {
  /** GET {api}/user/addressBook/: the addresses and the default ids. */
  readonly list: () => Effect.Effect<AddressBook, AddressBookError>
  /** GET {api}/user/addressBook/{addressId}. */
  readonly get: (addressId: unknown) => Effect.Effect<Address, AddressBookError | AddressIdMissing>
  /** POST {api}/user/addressBook/: the saved address. */
  readonly add: (form: unknown) => Effect.Effect<Address, AddressBookError | InvalidParams>
  /** PUT {api}/user/addressBook/{addressId}: the saved address. */
  readonly edit: (addressId: unknown, form: unknown) => Effect.Effect<Address, AddressBookError | InvalidParams | AddressIdMissing>
  /** PUT {api}/user/addressBook/ {defaultShipping, defaultBilling}: the updated book. */
  readonly setDefault: (addressId: unknown) => Effect.Effect<AddressBook, AddressBookError | AddressIdMissing>
}

const checkedForm = (form: unknown): Effect.Effect<AddressFields, InvalidParams> => {
  const result = validateAddressForm(form)
  if (Result.isSuccess(result)) return Effect.succeed(result.success)
  const [field, message] = Object.entries(result.failure)[0] ?? ["", "Invalid address"]
  return Effect.fail(new InvalidParams({ message, field }))
}

const checkedId = (addressId: unknown): Effect.Effect<string, AddressIdMissing> =>
  Effect.fromResult(addressDefaultsFor(addressId)).pipe(Effect.map((defaults) => defaults.defaultShipping))

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig
  const session = yield* Session
  const bookUrl = `${apiRoot}/user/addressBook/`
  const addressUrl = (id: string) => `${bookUrl}${encodeURIComponent(id)}`

  const list: AddressBookServiceShape["list"] = Effect.fn("AddressBook.list")(function*() {
    yield* session.authorize("user.read")
    return yield* client.get(bookUrl, { acceptJson: true }).pipe(decodeUserResponse(AddressBook))
  })

  const get: AddressBookServiceShape["get"] = Effect.fn("AddressBook.get")(function*(addressId) {
    const id = yield* checkedId(addressId)
    yield* session.authorize("user.read")
    return yield* client.get(addressUrl(id), { acceptJson: true }).pipe(decodeUserResponse(Address))
  })

  const add: AddressBookServiceShape["add"] = Effect.fn("AddressBook.add")(function*(form) {
    const body = yield* checkedForm(form)
    yield* session.authorize("user.update")
    return yield* client.post(bookUrl, { body: jsonBody(body), acceptJson: true }).pipe(decodeUserResponse(Address))
  })

  const edit: AddressBookServiceShape["edit"] = Effect.fn("AddressBook.edit")(function*(addressId, form) {
    const id = yield* checkedId(addressId)
    const body = yield* checkedForm(form)
    yield* session.authorize("user.update")
    return yield* client.put(addressUrl(id), { body: jsonBody(body), acceptJson: true }).pipe(
      decodeUserResponse(Address),
    )
  })

  const setDefault: AddressBookServiceShape["setDefault"] = Effect.fn("AddressBook.setDefault")(function*(addressId) {
    const body = yield* Effect.fromResult(addressDefaultsFor(addressId))
    const authorization = yield* session.authorize("sensitive.write")
    if (authorization === "softReauthentication") {
      return yield* Effect.fail(new SoftAuthenticationRequired({ message: permissionMessages.softAuthentication }))
    }
    return yield* client.put(bookUrl, { body: jsonBody(body), acceptJson: true }).pipe(
      decodeUserResponse(AddressBook),
    )
  })

  return { list, get, add, edit, setDefault } satisfies AddressBookServiceShape
})

/**
 * The address-book client.
 *
 * @example
 * import { AddressBookService } from "@outfitter/clients"
 * const book = AddressBookService.use((addresses) => addresses.list())
 * @category services
 */
export class AddressBookService extends Context.Service<AddressBookService, AddressBookServiceShape>()(
  "outfitter/AddressBookService",
) {
  /** Real HTTP; needs an HttpClient, the ApiConfig and the Session. */
  static readonly layer = Layer.effect(AddressBookService)(make)
}
