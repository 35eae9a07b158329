/** The products feature's route module: the product page (/shop/:site/product/:productId). */
export { ProductPage } from "./ProductPage.tsx"
