import { useParams } from "wouter"
import { ProductDetailsPage } from "../products/ProductDetailsPage.tsx"

/** The product route (/shop/:site/product/:productId); the page is features/products'. */
export const ProductPage = () => {
  const { productId = "" } = useParams<{ productId?: string }>()
  return <ProductDetailsPage key={productId} productId={productId} />
}
