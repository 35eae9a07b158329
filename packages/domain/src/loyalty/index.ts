/**
 * The loyalty context.
 *
 * @since 0.1.0
 */
export {}
