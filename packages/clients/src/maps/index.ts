/**
 * The maps client.
 *
 * @since 0.5.0
 */
export * from "./Maps.ts"
