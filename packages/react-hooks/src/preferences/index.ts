/**
 * The preferences hooks: ship-to options (and their query options), the preference and
 * language/currency changes, the uPref cookie, and the stateful button they use.
 *
 * @since 0.1.0
 */
export * from "../ui/useStatefulButton.ts"
export * from "./preferenceQueries.ts"
export * from "./preferenceQueryOptions.ts"
export * from "./useUPref.ts"
