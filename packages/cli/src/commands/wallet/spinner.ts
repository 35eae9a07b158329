/**
 * The spinner `outfitter wallet status --watch` draws on a terminal while it polls: an Ink
 * line on stderr (stdout keeps only the outcome) saying which order is watched, the last
 * status and how many reads were made. Its frames turn on a timer that stops when the
 * spinner does. Ink is loaded only when a spinner is drawn.
 *
 * Ink draws only its last frame where `CI` is set unless told the output is interactive:
 * the command draws a spinner only on a terminal, so it says so.
 *
 * @since 0.3.0
 */

/** The spinner's frames (braille dots: one cell wide in any terminal font). @category constants */
export const spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] as const

/** How often a frame turns, in ms. @category constants */
export const spinnerFrameMs = 80

/** A spinner on the screen. @category models */
export interface Spinner {
  /** The text after the frame. */
  readonly update: (line: string) => void
  /** Stops the frames and clears the line. */
  readonly stop: () => void
}

/**
 * Draws a spinner with `first` as its text on `output` (a terminal).
 *
 * @category rendering
 */
export const startSpinner = async (output: NodeJS.WriteStream, first: string): Promise<Spinner> => {
  const [{ render, Text }, { createElement: h, useEffect, useState }] = await Promise.all([import("ink"), import("react")])
  let latest = first
  let show: (line: string) => void = () => undefined
  const View = () => {
    const [frame, setFrame] = useState(0)
    const [line, setLine] = useState(latest)
    useEffect(() => {
      show = setLine
      const timer = setInterval(() => setFrame((at) => (at + 1) % spinnerFrames.length), spinnerFrameMs)
      return () => clearInterval(timer)
    }, [])
    return h(Text, null, `${spinnerFrames[frame]} ${line}`)
  }
  const app = render(h(View), { stdout: output, stderr: output, exitOnCtrlC: false, patchConsole: false, interactive: true })
  return {
    update: (line) => {
      latest = line
      show(line)
    },
    stop: () => {
      app.clear()
      app.unmount()
    },
  }
}
