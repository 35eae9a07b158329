import { useEffect } from "react"

/** Sets the document title for a page, so a tab and a screen reader's page list name it. */
export const usePageTitle = (title: string): void => {
  useEffect(() => {
    document.title = `${title} | Outfitter`
  }, [title])
}
