import { sessionCookies } from "./support.ts"
import { expect, type Locator, test } from "./test.ts"

/**
 * Item images from the fixtures (GET /images/products/{imageId}.jpg): every line of an order
 * shows its product, and the returns flow's modals show the item at the sizes of orders §9
 * (80 × 100 in the reason modal, 200 wide in the exchange modal), on a phone.
 */

/** The image's laid-out size and whether it decoded (a 200 with HTML, or a 404, does not). */
const shown = (image: Locator) =>
  image.evaluate((element) => {
    const img = element as HTMLImageElement
    const box = img.getBoundingClientRect()
    return { loaded: img.complete && img.naturalWidth > 0, width: Math.round(box.width), height: Math.round(box.height) }
  })

test.use({ viewport: { width: 390, height: 844 } })

test("an order's lines show their products' images, and the reason and exchange modals show the item at 80 × 100 and 200 wide", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account/orders/10000016001")
  for (const name of ["Essential Crew Tee", "Relaxed Hoodie", "Linen Shirt"]) {
    const image = page.getByRole("img", { name, exact: true })
    await expect(image).toBeVisible()
    await expect.poll(() => shown(image).then((size) => size.loaded), { message: name }).toBe(true)
  }
  await expect(page.getByRole("img", { name: /image not available/ })).toHaveCount(0)

  await page.getByRole("button", { name: "Return or exchange items" }).click()
  await page.getByRole("button", { name: "Continue" }).click()
  await page.getByRole("listitem", { name: "Linen Shirt" }).getByRole("button", { name: "Return" }).click()
  const reason = page.getByRole("dialog", { name: "Why are you returning the Linen Shirt?" })
  const reasonImage = reason.getByRole("img", { name: "Linen Shirt", exact: true })
  await expect.poll(() => shown(reasonImage)).toEqual({ loaded: true, width: 80, height: 100 })
  await reason.getByRole("button", { name: "Cancel" }).click()
  await expect(reason).toHaveCount(0)

  await page.getByRole("listitem", { name: "Relaxed Hoodie" }).getByRole("button", { name: "Exchange" }).click()
  const exchange = page.getByRole("dialog", { name: "Exchange the Relaxed Hoodie" })
  const exchangeImage = exchange.getByRole("img", { name: "Relaxed Hoodie", exact: true })
  await expect.poll(() => shown(exchangeImage)).toMatchObject({ loaded: true, width: 200 })
})
