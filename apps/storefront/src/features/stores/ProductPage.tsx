import { useParams } from "wouter"
import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export const ProductPage = () => {
  const { productId = "" } = useParams<{ productId?: string }>()
  return (
    <NotBuiltPage
      title={`Product ${productId}`}
      covers="the product with the preferred store's availability and find in store"
    />
  )
}
