/**
 * The addresses context.
 *
 * @since 0.1.0
 */
export {}
