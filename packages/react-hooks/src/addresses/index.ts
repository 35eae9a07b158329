/**
 * The addresses hooks: the address book, one address, save (add or edit) and set default.
 *
 * @since 0.1.0
 */
export * from "./addressQueries.ts"
