/**
 * The preferences context: ship-to country, currency and language (platform §2–§5).
 *
 * @since 0.1.0
 */
export * from "./HeaderMenu.ts"
export * from "./Picker.ts"
export * from "./PreferenceChange.ts"
export * from "./PreferenceOptionsSchema.ts"
