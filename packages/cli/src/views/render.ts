/**
 * Renders an Ink view to text. Output is a finished document, not a live display, so it
 * is rendered once with Ink's renderToString: the same bytes whether stdout is a
 * terminal, a pipe or a file.
 *
 * @since 0.1.0
 */
import { renderToString } from "ink"
import type { ReactNode } from "react"

/**
 * Renders a view at least `width` columns wide (wider when the terminal is: `terminal`,
 * 0 when output is not a terminal), so a table sized to its content never wraps.
 *
 * @category rendering
 */
export const renderView = (view: ReactNode, width = 80, terminal = process.stdout.isTTY ? process.stdout.columns : 0): string => {
  return renderToString(view, { columns: Math.max(width, terminal) })
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
}
