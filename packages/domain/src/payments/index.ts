/**
 * The payments context: saved cards, card brands, the provider config, client-side card
 * encryption, provider tokens and the payment failures (platform §3–9).
 *
 * @since 0.1.0
 */
export * from "./CardBrand.ts"
export * from "./CardEncryption.ts"
export * from "./CardForm.ts"
export * from "./CardInput.ts"
export * from "./CardMask.ts"
export * from "./PaymentErrorBody.ts"
export * from "./PaymentErrors.ts"
export * from "./PaymentMethodName.ts"
export * from "./PxpConfig.ts"
export * from "./PxpConfigSchema.ts"
export * from "./PxpPublicKey.ts"
export * from "./SavedCard.ts"
export * from "./SavedCardSchema.ts"
export * from "./reauth/index.ts"
