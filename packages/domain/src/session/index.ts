/**
 * The session context: visitor kinds and the permission rules (platform §4, §6).
 *
 * @since 0.1.0
 */
export * from "./Permissions.ts"
export * from "./Visitor.ts"
