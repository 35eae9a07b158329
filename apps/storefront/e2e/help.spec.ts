import { expect, type Page, test } from "./test.ts"

const pdf = { name: "receipt.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%fixture receipt\n") }
const png = {
  name: "parcel.png",
  mimeType: "image/png",
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
}
const executable = { name: "invoice.pdf", mimeType: "application/pdf", buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) }

test("a contact message is sent with two attachments, and the form is replaced by the success message", async ({ page }) => {
  await page.goto("/shop/us/help")
  await expect(page.getByRole("heading", { level: 1, name: "Help" })).toBeVisible()
  const form = page.getByRole("form", { name: "Contact us" })

  await form.getByRole("button", { name: "Send message" }).click()
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true")
  await expect(form.getByLabel("Name")).toBeFocused()
  await expect(page.getByRole("status").filter({ hasText: "Please correct the highlighted fields." })).toHaveCount(1)

  await form.getByLabel("Name").fill("Ada Lovelace")
  await form.getByLabel("Email").fill("ada@example.com")
  // the order number keeps digits only, as track order's does (the domain's order-number rule)
  await form.getByLabel("Order number (optional)").pressSequentially("1000-0016 001x")
  await expect(form.getByLabel("Order number (optional)")).toHaveValue("10000016001")
  await form.getByLabel("How can we help?").selectOption({ label: "My order" })
  await form.getByLabel("Comments").fill("The parcel has not arrived.")
  await form.getByLabel("Attachments (optional)").setInputFiles([pdf, png])
  await expect(form.getByText("2 files")).toBeVisible()
  await expect(form.getByRole("list", { name: "Chosen files" }).getByRole("listitem")).toHaveText(["receipt.pdf", "parcel.png"])

  await form.getByRole("button", { name: "Send message" }).click()
  await expect(page.getByRole("heading", { name: "Thank you for contacting us." })).toBeVisible()
  await expect(page.getByText("A customer service representative will reply by e-mail within 2 business days.")).toBeVisible()
  await expect(form).toHaveCount(0)

  const received = await page.evaluate(() => fetch("/api/help/contact/received").then((response) => response.json()))
  expect(received).toEqual([{
    name: "Ada Lovelace",
    email: "ada@example.com",
    orderNumber: "10000016001",
    topic: "order",
    comments: "The parcel has not arrived.",
    attachments: [{ name: "receipt.pdf", size: pdf.buffer.length, kind: "pdf" }, { name: "parcel.png", size: png.buffer.length, kind: "png" }],
  }])
})

/** The help page's contact form, filled by Ada with a topic and comments; attachments are the test's. */
const filledContactForm = async (page: Page, topic: string, comments: string) => {
  await page.goto("/shop/us/help")
  const form = page.getByRole("form", { name: "Contact us" })
  await form.getByLabel("Name").fill("Ada Lovelace")
  await form.getByLabel("Email").fill("ada@example.com")
  await form.getByLabel("How can we help?").selectOption({ label: topic })
  await form.getByLabel("Comments").fill(comments)
  return form
}

test("an executable named .pdf is refused before anything is sent", async ({ page }) => {
  const form = await filledContactForm(page, "Something else", "See the attached invoice.")
  await form.getByLabel("Attachments (optional)").setInputFiles([executable])
  await expect(form.getByText("1 file", { exact: true })).toBeVisible()
  await form.getByRole("button", { name: "Send message" }).click()
  await expect(form.getByLabel("Attachments (optional)")).toHaveAttribute("aria-invalid", "true")
  await expect(form.getByText("This file is a program and cannot be attached.")).toBeVisible()
  await expect(form.getByLabel("Attachments (optional)")).toBeFocused()
  const received = await page.evaluate(() => fetch("/api/help/contact/received").then((response) => response.json()))
  expect(received).toEqual([])
})

const svgWithScript = {
  name: "invoice.xml",
  mimeType: "text/xml",
  buffer: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>\n'),
}
const htmlAsCsv = { name: "orders.csv", mimeType: "text/csv", buffer: Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>") }
const zipAsDocx = {
  name: "letter.docx",
  mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x6e, 0x6f, 0x74, 0x20, 0x61, 0x20, 0x64, 0x6f, 0x63]),
}

test("a file is judged as soon as it is chosen: an SVG with a script named .xml shows its error and the live region says it", async ({ page }) => {
  await page.goto("/shop/us/help")
  const form = page.getByRole("form", { name: "Contact us" })
  const attachments = form.getByLabel("Attachments (optional)")
  const message = "This XML file contains a script, web page or SVG content, or a DOCTYPE, and cannot be attached."
  await attachments.setInputFiles([svgWithScript])
  await expect(attachments).toHaveAttribute("aria-invalid", "true")
  await expect(attachments).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&")))
  await expect(page.getByRole("status").filter({ hasText: message })).toHaveCount(1)

  // each hostile kind has its own words; a good file clears the error
  await attachments.setInputFiles([htmlAsCsv])
  await expect(form.getByText("This CSV file contains HTML and cannot be attached.")).toBeVisible()
  await attachments.setInputFiles([zipAsDocx])
  await expect(form.getByText("This file is not a valid Word (.docx) or Excel (.xlsx) document.")).toBeVisible()
  await attachments.setInputFiles([pdf])
  await expect(attachments).toHaveAttribute("aria-invalid", "false")
  await expect(form.getByText("This file is not a valid Word (.docx) or Excel (.xlsx) document.")).toHaveCount(0)
})

test("a file with quotes and 5,000 characters in its name, declared a program, is sent under a safe 100-character name as what it is", async ({ page }) => {
  const form = await filledContactForm(page, "My order", "Receipt attached.")
  const long = `"quoted" ${"r".repeat(5000)}.pdf`
  await form.getByLabel("Attachments (optional)").setInputFiles([
    { name: long, mimeType: "application/x-msdownload", buffer: pdf.buffer },
  ])
  await form.getByRole("button", { name: "Send message" }).click()
  await expect(page.getByRole("heading", { name: "Thank you for contacting us." })).toBeVisible()
  // the fixtures' service refuses a part whose type is not its content's, so being received shows it was sent as application/pdf
  const received = await page.evaluate(() => fetch("/api/help/contact/received").then((response) => response.json()))
  expect(received[0].attachments).toEqual([{ name: `_quoted_ ${"r".repeat(87)}.pdf`, size: pdf.buffer.length, kind: "pdf" }])
})

test("a send error brings the button back with the store's error message", async ({ page }) => {
  await page.goto("/shop/us/help")
  const form = page.getByRole("form", { name: "Contact us" })
  await form.getByLabel("Name").fill("Ada Lovelace")
  await form.getByLabel("Email").fill("contact-fail@example.com")
  await form.getByLabel("How can we help?").selectOption({ label: "My account" })
  await form.getByLabel("Comments").fill("Hello")
  await form.getByRole("button", { name: "Send message" }).click()
  await expect(form.getByRole("alert")).toHaveText("Sorry, your message could not be sent. Please try again later.")
  await expect(form.getByRole("button", { name: "Send message" })).toHaveAttribute("aria-disabled", "false")
})

test("the country modal groups countries by region and changes the content variant", async ({ page }) => {
  await page.goto("/shop/us/help")
  const main = page.locator("#help-main")
  await expect(page.getByRole("heading", { level: 2, name: "Help for the Americas" })).toBeVisible()
  await expect(main).toHaveAttribute("data-world-region", "americas")

  await page.getByRole("button", { name: "Change country" }).click()
  const modal = page.getByRole("dialog", { name: "Choose your shipping country" })
  await expect(modal.getByRole("heading", { level: 3 })).toHaveText(["Americas", "Europe", "Asia Pacific", "Middle East and Africa"])
  await modal.getByRole("region", { name: "Europe" }).getByRole("button", { name: "France" }).click()
  await expect(modal).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Change country" })).toBeFocused()

  await expect(page.getByRole("heading", { level: 2, name: "Help for Europe" })).toBeVisible()
  await expect(main).toHaveAttribute("data-world-region", "europe")
  await expect(main).toHaveAttribute("data-country-code", "FR")

  await page.getByRole("button", { name: "Change country" }).click()
  await page.getByRole("dialog", { name: "Choose your shipping country" }).getByRole("button", { name: "United Arab Emirates" }).click()
  // service text is shown as text: the markup in it is not rendered
  await expect(page.getByText("Duties and taxes are included at checkout <b>for every order</b>.")).toBeVisible()

  // the help page keeps the country chosen there across a reload; the shop's ship-to country stays
  await page.getByRole("button", { name: "Change country" }).click()
  await page.getByRole("dialog", { name: "Choose your shipping country" }).getByRole("button", { name: "Japan" }).click()
  await expect(main).toHaveAttribute("data-country-code", "JP")
  await page.reload()
  await expect(page.getByRole("heading", { level: 2, name: "Help for Asia Pacific" })).toBeVisible()
  await expect(page.locator("#help-main")).toHaveAttribute("data-country-code", "JP")
  expect((await page.context().cookies()).find((cookie) => cookie.name === "uPref")?.value ?? "").not.toContain("JP")
})
