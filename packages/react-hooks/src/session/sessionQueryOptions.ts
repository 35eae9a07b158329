/**
 * The session's server state as TanStack Query options, without React (STYLE §4): the
 * visitor, the remembered call, the user and its preferred store. Keys mirror the REST
 * path: ["user"], ["user", "remembered"], ["user", "preference"]; the visitor, which is no
 * call, is ["session", "visitor"].
 *
 * @since 0.7.0
 */
import { Remembered, Session, type UserCallError, UserPreference, UserService } from "@outfitter/clients"
import type { InvalidParams, PermissionError, RememberedOutcome, UserRecord, Visitor } from "@outfitter/domain"
import * as Layer from "effect/Layer"
import { type BrowserData, documentBrowserData } from "../browser/BrowserData.ts"
import { queryOptions } from "../queryOptions.ts"
import type { RunClient } from "../runClient.ts"
import { writeRememberedCopy } from "./browserVisitor.ts"

/** @category keys */
export const userKey = ["user"] as const
/** @category keys */
export const rememberedKey = [...userKey, "remembered"] as const
/** @category keys */
export const userPreferenceKey = [...userKey, "preference"] as const
/** @category keys */
export const visitorKey = ["session", "visitor"] as const

/** The errors a user query can end in. */
export type UserQueryError = UserCallError | PermissionError | InvalidParams

/**
 * The current visitor, as the provider's `visitor` function decides it.
 *
 * @category query options
 */
export const visitorQueryOptions = (run: RunClient) =>
  queryOptions<Visitor, never>({
    queryKey: visitorKey,
    queryFn: () => run(Layer.empty, Session.use((session) => session.visitor)),
  })

/**
 * The remembered call; its answer is copied to local storage. Asked once per page: the
 * answer stands until a sign-in or sign-out (no refetch on focus, which would raise the
 * analytics event again).
 *
 * @category query options
 */
export const rememberedQueryOptions = (run: RunClient, data: BrowserData = documentBrowserData) =>
  queryOptions<RememberedOutcome, never>({
    queryKey: rememberedKey,
    queryFn: async ({ signal }) => {
      const outcome = await run(Remembered.layer, Remembered.use((remembered) => remembered.check()), signal)
      writeRememberedCopy(outcome.isRemembered, data)
      return outcome
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })

/**
 * The user (GET version=1.1). `force` skips the client's cache.
 *
 * @category query options
 */
export const userQueryOptions = (run: RunClient, options: { readonly force?: boolean } = {}) =>
  queryOptions<UserRecord, UserQueryError>({
    queryKey: userKey,
    queryFn: ({ signal }) => run(UserService.layer, UserService.use((users) => users.get(options)), signal),
  })

/**
 * The preferred store id of the user, or undefined.
 *
 * @category query options
 */
export const userPreferenceQueryOptions = (run: RunClient) =>
  queryOptions<string | undefined, UserQueryError>({
    queryKey: userPreferenceKey,
    queryFn: ({ signal }) => run(UserPreference.layer, UserPreference.use((preference) => preference.preferredStore()), signal),
  })
