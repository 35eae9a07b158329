/**
 * The help contact form in React (orders §4 "Contact form", §5, §8): the send over the
 * clients' Contact, run behind the domain's timeline (`runContactSubmit`: processing, success
 * after 1 s, the form replaced 1 s later; on a send error, back to initial after 1 s with
 * the store's `contactErrorMessage`). The hook owns the state; the page only shows it.
 *
 * Where the spec is silent: a send is never retried by itself (it could send the message
 * twice); a second submit while one runs is ignored.
 *
 * @since 0.4.0
 */
"use client"
import { attachmentFilesOf, Contact, type ContactSendForm } from "@outfitter/clients"
import { type AttachmentFile, type ContactStep, runContactSubmit } from "@outfitter/domain"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { useCallback, useRef, useState } from "react"
import { useRunClient, useStoreSettings } from "../OutfitterProvider.ts"

/** The form's state: its step (none before a submit) and the form-level send error. @category models */
export interface ContactSendState {
  readonly step: ContactStep | "initial"
  readonly error: string | undefined
}

/**
 * Sends the contact form behind its timeline; `send` resolves once the timeline has ended.
 *
 * @category hooks
 */
export const useContactSend = () => {
  const run = useRunClient()
  const { contactErrorMessage } = useStoreSettings()
  const [state, setState] = useState<ContactSendState>({ step: "initial", error: undefined })
  const running = useRef(false)
  const send = useCallback(async (form: ContactSendForm): Promise<void> => {
    if (running.current) return
    running.current = true
    const onStep = (step: ContactStep) =>
      Effect.sync(() => setState({ step: step === "failed" ? "initial" : step, error: step === "failed" ? contactErrorMessage : undefined }))
    try {
      const exit = await run(Contact.layer, runContactSubmit(Contact.use((contact) => contact.send(form)), onStep))
      if (Exit.isFailure(exit)) running.current = false
    } catch {
      running.current = false
      setState({ step: "initial", error: contactErrorMessage })
    }
  }, [run, contactErrorMessage])
  return { ...state, send }
}

/**
 * Reads the chosen files (at most `attachmentLimits.maxFileBytes` of each) for the
 * domain's `checkAttachments`.
 *
 * @category hooks
 */
export const readAttachmentFiles = (files: ReadonlyArray<File>): Promise<ReadonlyArray<AttachmentFile>> =>
  Effect.runPromise(attachmentFilesOf(files))
