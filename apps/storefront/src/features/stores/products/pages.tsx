/** The stores feature's product route module (stores/products/): the product page (/shop/:site/product/:productId). */
import { productQueryOptions } from "@outfitter/react-hooks"
import { routeQueries } from "../../../app/routeData.ts"
export { ProductPage } from "./ProductPage.tsx"

/** The route's data (routeData.ts): the product, as ProductPage asks for it. */
export const prefetchProduct = routeQueries(({ run, params }) =>
  params["productId"] === undefined || params["productId"] === "" ? [] : [{ ...productQueryOptions(run, params["productId"]), retry: false }]
)
