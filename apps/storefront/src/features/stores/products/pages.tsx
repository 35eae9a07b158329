/** The stores feature's product route module (stores/products/): the product page (/shop/:site/product/:productId). */
export { ProductPage } from "./ProductPage.tsx"
