/**
 * A QR code drawn as SVG by React from the code's module matrix. The matrix comes from
 * `uqr`'s `encode()`, loaded with a dynamic import when the first code is drawn, so the
 * library is in no page's first JavaScript (not even the wallet chunk's). No markup string
 * is ever built: the drawing is one `<path>` whose `d` is made of the matrix's coordinates,
 * and the text encoded is service data that never reaches the DOM as markup.
 */
import { useEffect, useState } from "react"

type Matrix = ReadonlyArray<ReadonlyArray<boolean>>

/** The modules' edges drawn sharp (an SVG keyword, not a text). */
const sharpEdges = "crispEdges"

/** The dark modules as one path: a 1×1 square per module, in module coordinates. */
const pathOf = (matrix: Matrix): string =>
  matrix.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join("")

export interface QrCodeProps {
  /** The text the code encodes (the wallet's code). */
  readonly text: string
  /** The text alternative of the image. */
  readonly label: string
  /** Shown in the code's place when the text cannot be encoded (too long for a QR code). */
  readonly fallback: string
}

export const QrCode = ({ text, label, fallback }: QrCodeProps) => {
  const [drawn, setDrawn] = useState<{ readonly text: string; readonly matrix: Matrix | undefined } | undefined>(undefined)
  useEffect(() => {
    let live = true
    const draw = (matrix: () => Matrix | undefined) => {
      if (!live) return
      try {
        setDrawn({ text, matrix: matrix() })
      } catch {
        setDrawn({ text, matrix: undefined })
      }
    }
    import("uqr").then(({ encode }) => draw(() => encode(text, { ecc: "M", border: 2 }).data), () => draw(() => undefined))
    return () => {
      live = false
    }
  }, [text])
  if (drawn?.text === text && drawn.matrix === undefined) return <p className="wallet-qr__fallback">{fallback}</p>
  // the previous code stays drawn (under the overlay) until the new one is ready
  const matrix = drawn?.matrix
  if (matrix === undefined) return <div className="wallet-qr__placeholder" aria-hidden="true" />
  const size = matrix.length
  return (
    <svg
      className="wallet-qr__code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering={sharpEdges}
      data-drawn={drawn?.text === text ? "current" : "previous"}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={pathOf(matrix)} fill="#000" />
    </svg>
  )
}
