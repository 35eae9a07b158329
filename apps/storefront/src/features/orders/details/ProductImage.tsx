/**
 * An order line's product image, and the brand's not-available image when it fails to load
 * (orders-returns-help §8 "Product image load failure: replaced by a brand-specific
 * not-available image (200 wide)").
 *
 * Where the spec is silent (Outfitter's choices): the product image's address is
 * `/images/products/{imageId}.jpg` on the store's own origin; the not-available image is an
 * SVG made here from the brand's logo text and colours (no external address), 200 × 250, its
 * words the orders section's `productImage` texts in the page's language. The space is
 * reserved in CSS, so neither image moves the page when it arrives.
 */
import { type ImageSize, itemImageSizes, type PageBrand } from "@outfitter/domain"
import { useState } from "react"
import type { BrandTheme } from "../../../site/brandThemes.ts"
import { ordersText } from "../../../site/text/en/orders.ts"
import { useText } from "../../../site/text/useText.ts"

export const productImageWidth = itemImageSizes.order.width
export const productImageHeight = itemImageSizes.order.height

const brandColours: Readonly<Record<PageBrand, { readonly background: string; readonly text: string }>> = {
  acf: { background: "#1f2a36", text: "#ffffff" },
  hol: { background: "#1f2a36", text: "#ffffff" },
  kids: { background: "#fce9d8", text: "#3a2a1a" },
  gh: { background: "#111111", text: "#f2f2f2" },
  st: { background: "#e3eef3", text: "#12384a" },
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The brand's not-available image as a data address, saying `notAvailable` (the page's words). */
export const notAvailableImage = (brand: BrandTheme, notAvailable: string): string => {
  const { background, text } = brandColours[brand.param]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${productImageWidth}" height="${productImageHeight}" viewBox="0 0 ${productImageWidth} ${productImageHeight}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="45%" fill="${text}" font-family="sans-serif" font-size="18" text-anchor="middle">${escapeXml(brand.logo)}</text>` +
    `<text x="50%" y="58%" fill="${text}" font-family="sans-serif" font-size="13" text-anchor="middle">${escapeXml(notAvailable)}</text>` +
    `</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** The product image's address for an image id. */
export const productImageAddress = (imageId: string): string => `/images/products/${encodeURIComponent(imageId)}.jpg`

/**
 * The image at a size (the order's page's 200 × 250 unless told: the domain's
 * `itemImageSizes`); the not-available image is drawn at 200 × 250 and scaled to it.
 */
export const ProductImage = ({ imageId, name, brand, size = itemImageSizes.order, className = "order-line__image" }: {
  readonly imageId: string | undefined
  readonly name: string
  readonly brand: BrandTheme
  readonly size?: ImageSize
  readonly className?: string
}) => {
  const text = useText(ordersText).productImage
  const [failed, setFailed] = useState(false)
  const missing = failed || imageId === undefined || imageId === ""
  return (
    <img
      className={className}
      src={missing ? notAvailableImage(brand, text.notAvailable) : productImageAddress(imageId)}
      alt={missing ? text.notAvailableAlt(name) : name}
      width={size.width}
      height={size.height}
      onError={missing ? undefined : () => setFailed(true)}
    />
  )
}
