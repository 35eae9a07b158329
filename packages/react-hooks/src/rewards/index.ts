/**
 * The rewards hooks.
 *
 * @since 0.1.0
 */
export {}
