import { useParams } from "wouter"
import { ProductDetailsPage } from "./ProductDetailsPage.tsx"

/** The product route (/shop/:site/product/:productId): the product details page for the id in the path. */
export const ProductPage = () => {
  const { productId = "" } = useParams<{ productId?: string }>()
  return <ProductDetailsPage key={productId} productId={productId} />
}
