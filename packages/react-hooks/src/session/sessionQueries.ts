/**
 * The session's server state as TanStack Query options and hooks (STYLE §4): the
 * visitor, the remembered call, the user, its update, and the fixtures' sign-in and
 * sign-out. Keys mirror the REST path: ["user"], ["user", "remembered"],
 * ["user", "preference"]; the visitor, which is no call, is ["session", "visitor"].
 *
 * Thin by design: the outcomes, the rules and the errors are the domain's and the
 * clients'. The only side effects here are the host's part of the spec: the remembered
 * answer is copied to local storage, and signing in or out drops what was known.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"
import { Loyalty, type LoyaltyCacheShape, Remembered, Session, SignIn, signInLayer, type SignInCredentials, type UserCallError, UserPreference, UserService } from "@outfitter/clients"
import type { InvalidParams, PermissionError, RememberedOutcome, UserRecord, Visitor } from "@outfitter/domain"
import { queryOptions, useMutation, useQuery, useQueryClient, type UseQueryOptions } from "@tanstack/react-query"
import { useEffect } from "react"
import { useRunClient } from "../OutfitterProvider.ts"
import type { RunClient } from "../runClient.ts"
import { resetUnauthorizedReload } from "../unauthorized.ts"
import { type BrowserData, documentBrowserData } from "../browser/BrowserData.ts"
import { useLoyaltyCache, withHooksLoyaltyCache } from "../loyalty/loyaltyCache.ts"
import { loyaltyKey } from "../loyalty/loyaltyQueries.ts"
import { writeRememberedCopy } from "./browserVisitor.ts"
import { clearMemberData } from "./memberData.ts"

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

type CallerOptions<T, E = UserQueryError> = Omit<UseQueryOptions<T, E, T, any>, "queryKey" | "queryFn">

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

/** @category hooks */
export const useVisitor = (config: CallerOptions<Visitor, never> = {}) => {
  const run = useRunClient()
  return useQuery({ ...visitorQueryOptions(run), ...config })
}

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
 * The remembered outcome. When it arrives the visitor is decided again (the local copy
 * changed it). `onEvent` receives the analytics event of the `Error` outcome, once per
 * answer.
 *
 * @category hooks
 */
export const useRemembered = (
  options: { readonly data?: BrowserData; readonly onEvent?: (event: Extract<RememberedOutcome, { _tag: "Error" }>["event"]) => void } = {},
) => {
  const run = useRunClient()
  const queryClient = useQueryClient()
  const query = useQuery(rememberedQueryOptions(run, options.data))
  const outcome = query.data
  const { onEvent } = options
  useEffect(() => {
    if (outcome === undefined) return
    void queryClient.invalidateQueries({ queryKey: visitorKey })
    if (outcome._tag === "Error") onEvent?.(outcome.event)
  }, [outcome, queryClient, onEvent])
  return query
}

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

/** @category hooks */
export const useUser = (config: CallerOptions<UserRecord> & { readonly force?: boolean } = {}) => {
  const run = useRunClient()
  const { force, ...rest } = config
  return useQuery({ ...userQueryOptions(run, force === undefined ? {} : { force }), ...rest })
}

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

/** @category hooks */
export const useUserPreferredStore = (config: CallerOptions<string | undefined> = {}) => {
  const run = useRunClient()
  return useQuery({ ...userPreferenceQueryOptions(run), ...config })
}

/**
 * Updates the user (PUT). On success the cached loyalty data is dropped (the loyalty info
 * carries the same preference and phone, loyalty-payments §3) and the user and loyalty
 * queries are asked again.
 *
 * @category hooks
 */
export const useUpdateUser = () => {
  const run = useRunClient()
  const cache = useLoyaltyCache()
  const queryClient = useQueryClient()
  return useMutation<string, UserQueryError, Readonly<Record<string, unknown>>>({
    mutationFn: (data) => run(UserService.layer, UserService.use((users) => users.update(data))),
    onSuccess: async () => {
      await run(Loyalty.layer, withHooksLoyaltyCache(cache, Loyalty.use((loyalty) => loyalty.clearCache)))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKey }),
        queryClient.invalidateQueries({ queryKey: loyaltyKey }),
      ])
    },
  })
}

/**
 * After a sign-in or sign-out: everything kept for the previous member goes (the loyalty
 * cache, the remembered copy, mutations and every member-scoped query, see
 * clearMemberData), and the visitor is decided again.
 */
const afterSessionChange = async (
  queryClient: ReturnType<typeof useQueryClient>,
  cache: LoyaltyCacheShape | undefined,
  data: BrowserData,
) => {
  await clearMemberData(queryClient, { cache, data })
  await queryClient.invalidateQueries({ queryKey: visitorKey })
}

/**
 * Signs in through the fixtures' endpoint; everything known about the previous visitor
 * (user, loyalty data, remembered answer and its local copy, every member-scoped query and
 * mutation) is dropped, and a later refused session may reload the page once again.
 *
 * @category hooks
 */
export const useSignIn = (options: { readonly data?: BrowserData } = {}) => {
  const run = useRunClient()
  const queryClient = useQueryClient()
  const cache = useLoyaltyCache()
  const data = options.data ?? documentBrowserData
  return useMutation<UserRecord, UserCallError, SignInCredentials>({
    mutationFn: (credentials) => run(signInLayer, SignIn.use((session) => session.signIn(credentials))),
    onSuccess: () => {
      resetUnauthorizedReload()
      return afterSessionChange(queryClient, cache, data)
    },
  })
}

/**
 * Signs out; everything kept for the member is dropped, as after a sign-in.
 *
 * @category hooks
 */
export const useSignOut = (options: { readonly data?: BrowserData } = {}) => {
  const run = useRunClient()
  const queryClient = useQueryClient()
  const cache = useLoyaltyCache()
  const data = options.data ?? documentBrowserData
  return useMutation<void, UserCallError, void>({
    mutationFn: () => run(signInLayer, SignIn.use((session) => session.signOut())),
    onSuccess: () => afterSessionChange(queryClient, cache, data),
  })
}
