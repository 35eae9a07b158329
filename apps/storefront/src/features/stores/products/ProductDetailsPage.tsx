/**
 * The product page (/shop/:site/product/:productId; orders §2 "Product page"): the
 * product's name, a colour choice and a size selector, and the preferred-store
 * availability block driven by the selected size (platform §4, product page context).
 *
 * The product comes from GET {apiRoot}/product/{productId} (Outfitter's choice). The first
 * colour is chosen at first and no size (so the card reads "select a size"); an inactive
 * size stays choosable and is marked sold out, so choosing it shows "not in stock". The
 * preferred store is the page's current store (useCurrentStore); find in store opens the
 * store search and the store chosen there becomes the selected store.
 */
import { type PhysicalStore, type Product, skuSelection } from "@outfitter/domain"
import { useProduct } from "@outfitter/react-hooks"
import { useEffect, useId, useRef, useState } from "react"
import { useCurrentStore } from "../../../site/useCurrentStore.ts"
import { storesText } from "../../../site/text/en/stores.ts"
import { useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { FindInStoreDialog } from "./FindInStoreDialog.tsx"
import { PreferredStoreAvailability } from "./PreferredStoreAvailability.tsx"
import "./products.css"

const ProductView = ({ product }: { readonly product: Product }) => {
  const { brand } = useSite()
  const texts = useText(storesText)
  const text = texts.product
  const current = useCurrentStore(brand.pageBrand)
  const { message, announce } = useAnnouncer()
  const [colourCode, setColourCode] = useState(product.colours[0]?.code)
  const [size, setSize] = useState<string | undefined>(undefined)
  const [finding, setFinding] = useState(false)
  const findButton = useRef<HTMLElement | null>(null)
  const colourName = useId()
  const sizeName = useId()
  usePageTitle(product.name)

  const colour = product.colours.find((entry) => entry.code === colourCode)
  const selection = skuSelection(product, colourCode, size)

  const open = () => {
    findButton.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setFinding(true)
  }
  const close = () => {
    setFinding(false)
    findButton.current?.focus()
  }
  const choose = (store: PhysicalStore) => {
    current.select(store)
    close()
    announce(texts.finder.nowYourStore(store.name))
  }

  return (
    <div className="page product-page">
      <h1>{product.name}</h1>
      <p className="muted">{text.item(product.productId)}</p>
      <fieldset className="product-options">
        <legend>{text.colour}</legend>
        {product.colours.map((entry) => (
          <label key={entry.code} className="option">
            <input
              type="radio"
              name={colourName}
              value={entry.code}
              checked={entry.code === colourCode}
              onChange={() => {
                setColourCode(entry.code)
                setSize(undefined)
              }}
            />
            {entry.name}
          </label>
        ))}
      </fieldset>
      <fieldset className="product-options">
        <legend>{text.size}</legend>
        {(colour?.sizes ?? []).map((entry) => (
          <label key={entry.size} className={entry.active ? "option" : "option option-inactive"}>
            <input type="radio" name={sizeName} value={entry.size} checked={entry.size === size} onChange={() => setSize(entry.size)} />
            {entry.size}
            {entry.active ? null : <span className="muted"> {text.soldOut}</span>}
          </label>
        ))}
      </fieldset>
      <PreferredStoreAvailability
        storeId={current.storeId}
        store={current.store}
        product={product}
        selection={selection}
        onFindInStore={open}
      />
      <LiveRegion message={message} id="product-status" />
      {finding
        ? (
          <FindInStoreDialog
            lookingFor={text.lookingFor([product.name, colour?.name, size].filter((part) => part !== undefined).join(", "), selection.sku)}
            selectedStoreId={current.storeId}
            shortSku={selection.sku}
            onSelect={choose}
            onClose={close}
          />
        )
        : null}
    </div>
  )
}

/**
 * The page while its product loads, headed with the product's id; without one, the page
 * before it knows its product (a shell's HTML, the same for every product).
 */
export const ProductLoading = ({ productId }: { readonly productId?: string }) => {
  const text = useText(storesText).product
  return (
    <div className="page product-page" aria-busy="true">
      <h1>{productId === undefined ? text.product : text.productNumbered(productId)}</h1>
      <p className="muted">{text.loading}</p>
    </div>
  )
}

export const ProductDetailsPage = ({ productId }: { readonly productId: string }) => {
  const text = useText(storesText).product
  const product = useProduct(productId, { retry: false })
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (product.isError) heading.current?.focus()
  }, [product.isError])
  if (product.data !== undefined) return <ProductView product={product.data} />
  if (product.isError) {
    const notFound = product.error._tag === "NotFound" || product.error._tag === "InvalidParams"
    return (
      <div className="page product-page">
        <h1 ref={heading} tabIndex={-1}>{notFound ? text.notFound : text.productNumbered(productId)}</h1>
        <p className="alert" role="alert">{notFound ? text.noSuchProduct(productId) : text.failed}</p>
      </div>
    )
  }
  return <ProductLoading productId={productId} />
}
