import { useParams, useSearch } from "wouter"

/** What the order page reads from its address: the order, the guest's e-mail, the post-submit flags. */
export const useOrderAddress = () => {
  const { orderNumber: pathNumber = "" } = useParams<{ orderNumber?: string }>()
  const search = new URLSearchParams(useSearch())
  const queryNumber = (search.get("orderNumber") ?? "").trim()
  return {
    orderNumber: queryNumber === "" ? pathNumber : queryNumber,
    guestEmail: (search.get("email") ?? search.get("orderEmail") ?? "").trim(),
    returnSubmitted: search.get("returnSubmitted") === "true" && search.get("returnOrder") === "true",
  }
}
