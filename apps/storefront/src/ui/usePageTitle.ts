import { useEffect } from "react"
import { shellText } from "../site/text/en/shell.ts"
import { useText } from "../site/text/useText.ts"

/** Sets the document title for a page, so a tab and a screen reader's page list name it. */
export const usePageTitle = (title: string): void => {
  const full = useText(shellText).pageTitle(title)
  useEffect(() => {
    document.title = full
  }, [full])
}
