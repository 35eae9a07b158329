/**
 * The points hooks.
 *
 * @since 0.1.0
 */
export {}
