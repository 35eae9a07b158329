/**
 * The refund of the flow's selection: calculated when an item's modal is saved (the modal
 * keeps its error on failure) and again on the review when the selection changed since.
 */
import type { OrderDetails, RefundCalculation, ReturnItem, ReturnsView } from "@outfitter/domain"
import { useRefundCalculation } from "@outfitter/react-hooks"
import { useCallback, useEffect, useState } from "react"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useText } from "../../../site/text/useText.ts"
import { selectionKey } from "./returnLines.tsx"

export type Calculation =
  | { readonly status: "idle" }
  | { readonly status: "calculating"; readonly key: string }
  | { readonly status: "failed"; readonly key: string }
  | { readonly status: "done"; readonly key: string; readonly value: RefundCalculation }

export type ShownCalculation = Exclude<Calculation, { readonly status: "idle" }>

export const useRefund = (details: OrderDetails, view: ReturnsView, items: ReadonlyArray<ReturnItem>, announce: (message: string) => void) => {
  const calculationFailed = useText(returnsText).summary.failed
  const calculate = useRefundCalculation()
  const [calculation, setCalculation] = useState<Calculation>({ status: "idle" })

  const run = useCallback(async (chosen: ReadonlyArray<ReturnItem>) => {
    const key = selectionKey(chosen)
    setCalculation({ status: "calculating", key })
    try {
      const request = { returnItems: chosen, payments: details.payments, returnShippingFee: details.returnShippingFee, returnFeeWaived: details.returnFeeWaived, shipToCountryCode: details.shipToCountry }
      const value = await calculate.mutateAsync({ orderNumber: details.orderNumber, request })
      setCalculation({ status: "done", key, value })
    } catch (error) {
      setCalculation({ status: "failed", key })
      throw error
    }
  }, [calculate.mutateAsync, details])

  const currentKey = selectionKey(items)

  // the review needs the refund of the current selection: asked again when it changed since
  useEffect(() => {
    if (view !== "RF4" || items.length === 0) return
    if (calculation.status !== "idle" && calculation.key === currentKey) return
    run(items).catch(() => announce(calculationFailed))
  }, [view, currentKey])

  const shown: ShownCalculation = calculation.status !== "idle" && calculation.key === currentKey ? calculation : { status: "calculating", key: currentKey }
  const retry = () => void run(items).catch(() => announce(calculationFailed))
  return { run, shown, retry }
}
