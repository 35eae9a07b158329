/**
 * The addresses hooks: the address book, one address, save (add or edit) and set default,
 * and their query options.
 *
 * @since 0.1.0
 */
export * from "./addressQueries.ts"
export * from "./addressQueryOptions.ts"
