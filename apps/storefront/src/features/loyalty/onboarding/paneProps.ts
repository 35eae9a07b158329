import type { useSite } from "../../../site/useSite.ts"

/** What every form pane of the onboarding is given. */
export interface PaneProps<A> {
  readonly site: ReturnType<typeof useSite>["site"]
  readonly busy: boolean
  readonly onSkip: () => void
  readonly onSave: (data: A) => Promise<void>
  readonly announce: (message: string) => void
}
