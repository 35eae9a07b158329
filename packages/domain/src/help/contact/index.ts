/**
 * The help contact form: its fields and rules, its attachments (judged by name and
 * content), its send call and its 1 s / 1 s timeline.
 *
 * @since 0.4.0
 */
export * from "./Attachment.ts"
export * from "./ContactCall.ts"
export * from "./ContactForm.ts"
export * from "./ContactTimeline.ts"
