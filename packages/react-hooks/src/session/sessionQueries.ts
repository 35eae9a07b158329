/**
 * The session's server state as hooks over its query options (sessionQueryOptions.ts,
 * STYLE §4): the visitor, the remembered call, the user, its update, and the fixtures'
 * sign-in and sign-out.
 *
 * Thin by design: the outcomes, the rules and the errors are the domain's and the
 * clients'. The only side effects here are the host's part of the spec: the remembered
 * answer is copied to local storage, and signing in or out drops what was known.
 *
 * @since 0.1.0
 */
"use client"
import { Loyalty, type LoyaltyCacheShape, SignIn, signInLayer, type SignInCredentials, type UserCallError, UserService } from "@outfitter/clients"
import type { RememberedOutcome, UserRecord, Visitor } from "@outfitter/domain"
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from "@tanstack/react-query"
import { useEffect } from "react"
import { useRunClient } from "../OutfitterProvider.ts"
import { resetUnauthorizedReload } from "../unauthorized.ts"
import { type BrowserData, documentBrowserData } from "../browser/BrowserData.ts"
import { useLoyaltyCache } from "../loyalty/loyaltyCache.ts"
import { loyaltyKey } from "../loyalty/loyaltyQueryOptions.ts"
import { withHooksLoyaltyCache } from "../loyalty/sessionLoyaltyCache.ts"
import { clearMemberData } from "./memberData.ts"
import {
  rememberedQueryOptions,
  userKey,
  userPreferenceQueryOptions,
  type UserQueryError,
  userQueryOptions,
  visitorKey,
  visitorQueryOptions,
} from "./sessionQueryOptions.ts"

type CallerOptions<T, E = UserQueryError> = Omit<UseQueryOptions<T, E, T, any>, "queryKey" | "queryFn">

/** @category hooks */
export const useVisitor = (config: CallerOptions<Visitor, never> = {}) => {
  const run = useRunClient()
  return useQuery({ ...visitorQueryOptions(run), ...config })
}

/**
 * The remembered outcome. When it arrives the visitor is decided again (the local copy
 * changed it). `onEvent` receives the analytics event of the `Error` outcome, once per
 * answer.
 *
 * @category hooks
 */
export const useRemembered = (
  options: { readonly data?: BrowserData; readonly onEvent?: (event: Extract<RememberedOutcome, { _tag: "Error" }>["event"]) => void } = {},
  config: CallerOptions<RememberedOutcome, never> = {},
) => {
  const run = useRunClient()
  const queryClient = useQueryClient()
  const query = useQuery({ ...rememberedQueryOptions(run, options.data), ...config })
  const outcome = query.data
  const { onEvent } = options
  useEffect(() => {
    if (outcome === undefined) return
    void queryClient.invalidateQueries({ queryKey: visitorKey })
    if (outcome._tag === "Error") onEvent?.(outcome.event)
  }, [outcome, queryClient, onEvent])
  return query
}

/** @category hooks */
export const useUser = (config: CallerOptions<UserRecord> & { readonly force?: boolean } = {}) => {
  const run = useRunClient()
  const { force, ...rest } = config
  return useQuery({ ...userQueryOptions(run, force === undefined ? {} : { force }), ...rest })
}

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
