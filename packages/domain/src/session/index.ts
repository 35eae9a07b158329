/**
 * The session context: visitor kinds, the permission rules, the remembered state and the
 * sign-in form, masked e-mail, preferred store, account navigation, the sign-in modal
 * and the fraud-device session id (platform §2–6).
 *
 * @since 0.1.0
 */
export * from "./AccountNavigation.ts"
export * from "./FraudSession.ts"
export * from "./MaskedEmail.ts"
export * from "./MemberScope.ts"
export * from "./Permissions.ts"
export * from "./PreferredStore.ts"
export * from "./Remembered.ts"
export * from "./SessionLogin.ts"
export * from "./SignInModal.ts"
export * from "./User.ts"
export * from "./UserSchema.ts"
export * from "./Visitor.ts"
export * from "./password/index.ts"
