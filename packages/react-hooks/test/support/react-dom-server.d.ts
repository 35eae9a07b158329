// react-dom/server's one function the tests use (the package ships no types of its own and
// @types/react-dom is the storefront's, not this package's)
declare module "react-dom/server" {
  export const renderToString: (element: import("react").ReactNode) => string
}
