import { readOrderAddress } from "@outfitter/domain"
import { useParams, useSearch } from "wouter"

/** What the order page reads from its address (the domain's `readOrderAddress`). */
export const useOrderAddress = () => readOrderAddress(useParams<{ orderNumber?: string }>().orderNumber ?? "", useSearch())
