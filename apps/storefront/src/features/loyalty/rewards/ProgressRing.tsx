/** The progress to the next reward as a ring, animated from 0 (no transition under reduced motion). */
import { useEffect, useState } from "react"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useText } from "../../../site/text/useText.ts"

export const ProgressRing = ({ fraction }: { readonly fraction: number }) => {
  const text = useText(loyaltyText).progressRing
  const radius = 45
  const length = 2 * Math.PI * radius
  const [shown, setShown] = useState(0)
  useEffect(() => {
    // animate from 0 (the CSS transition is off under prefers-reduced-motion)
    const frame = requestAnimationFrame(() => setShown(fraction))
    return () => cancelAnimationFrame(frame)
  }, [fraction])
  return (
    <svg className="rewards-ring" viewBox="0 0 100 100" width="120" height="120" role="progressbar" aria-label={text.label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(fraction * 100)}>
      <circle className="rewards-ring__track" cx="50" cy="50" r={radius} />
      <circle className="rewards-ring__value" cx="50" cy="50" r={radius} strokeDasharray={length} strokeDashoffset={length * (1 - shown)} data-fraction={fraction} />
    </svg>
  )
}
