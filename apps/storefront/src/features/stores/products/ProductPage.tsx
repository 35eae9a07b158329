import { useParams } from "wouter"
import { useHydrated } from "../../../site/useHydrated.ts"
import { ProductDetailsPage, ProductLoading } from "./ProductDetailsPage.tsx"

/**
 * The product route (/shop/:site/product/:productId): the product details page for the id
 * in the path. Built ahead as a shell (routes.tsx), one for every product: a server render
 * and the hydration of its HTML show no product, only the page's frame, and the product's
 * page follows in the next render.
 */
export const ProductPage = () => {
  const { productId = "" } = useParams<{ productId?: string }>()
  if (!useHydrated()) return <ProductLoading />
  return <ProductDetailsPage key={productId} productId={productId} />
}
