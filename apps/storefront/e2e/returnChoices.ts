/** The returns flow's item choices as a shopper makes them, for the browser tests of the flow. */
import { expect, type Page } from "./test.ts"

/** Chooses a line as a return for the fit reason (Too small). */
export const returnForFit = async (page: Page, name: string) => {
  await page.getByRole("listitem", { name }).getByRole("button", { name: "Return" }).click()
  const modal = page.getByRole("dialog", { name: `Why are you returning the ${name}?` })
  await modal.getByLabel("Reason").selectOption({ label: "Doesn't fit" })
  await modal.getByLabel("Too small").check()
  await modal.getByRole("button", { name: "Save" }).click()
  await expect(modal).toHaveCount(0)
}

/** Chooses the hoodie as an exchange for Heather Grey, M (Changed my mind). */
export const exchangeHoodie = async (page: Page) => {
  await page.getByRole("listitem", { name: "Relaxed Hoodie" }).getByRole("button", { name: "Exchange" }).click()
  const exchange = page.getByRole("dialog", { name: "Exchange the Relaxed Hoodie" })
  await exchange.getByLabel("Heather Grey, M").check()
  await exchange.getByLabel("Reason").selectOption({ label: "Changed my mind" })
  await exchange.getByRole("button", { name: "Save exchange" }).click()
  await expect(exchange).toHaveCount(0)
}
