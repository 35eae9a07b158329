/**
 * The contact form's client over the fixtures: a valid message with its files goes as
 * multipart and is received as sent; an invalid form (an executable named .pdf) is refused
 * before any request; the fixtures' failing e-mail is the send error; the marketing spots
 * are read by name, refused without one, and a failing spot is AjaxFailed.
 */
import { describe, expect, it } from "@effect/vitest"
import { attachmentFilesOf, clientsLayer, Contact, type ContactSendForm, Marketing } from "@outfitter/clients"
import { contactMagic, receivedContactMessages, resetFixtures } from "@outfitter/fixtures"
import * as Effect from "effect/Effect"
import { beforeEach } from "vitest"
import { fixtureApiRoot, fixtureBrowser, recordingFetch } from "./support.ts"

/** Every client over a fetch that records each URL. */
const recorded = (settings = {}) => {
  const { urls, fetch } = recordingFetch()
  return { urls, layer: clientsLayer({ apiRoot: fixtureApiRoot, fetch, settings }) }
}

const pdf = new File(["%PDF-1.7\n%fixture"], "receipt.pdf", { type: "application/pdf" })
const csv = new File(["order,sku\n10000001001,123\n"], "items.csv", { type: "text/csv" })
const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], "invoice.pdf", { type: "application/pdf" })

const form: ContactSendForm = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  orderNumber: "10000001001",
  topic: "order",
  comments: "The parcel has not arrived.",
  attachments: [pdf, csv],
}

beforeEach(() => resetFixtures())

describe("Contact.send", () => {
  it.effect("posts the message and its files as multipart; the fixtures receive them as sent", () =>
    Effect.gen(function*() {
      yield* Contact.use((contact) => contact.send(form)).pipe(Effect.provide(fixtureBrowser().layer()))
      expect(receivedContactMessages()).toEqual([{
        name: "Ada Lovelace",
        email: "ada@example.com",
        orderNumber: "10000001001",
        topic: "order",
        comments: "The parcel has not arrived.",
        attachments: [{ name: "receipt.pdf", size: pdf.size, kind: "pdf" }, { name: "items.csv", size: csv.size, kind: "csv" }],
      }])
    }))

  it.effect("refuses an executable named .pdf with InvalidParams before any request", () =>
    Effect.gen(function*() {
      const { urls, layer } = recorded()
      const error = yield* Contact.use((contact) => contact.send({ ...form, attachments: [exe] })).pipe(
        Effect.provide(layer),
        Effect.flip,
      )
      expect(error._tag).toBe("InvalidParams")
      expect(error._tag === "InvalidParams" ? error.field : undefined).toBe("attachments")
      expect(urls.filter((url) => url.pathname.endsWith("/help/contact"))).toEqual([])
      expect(receivedContactMessages()).toEqual([])
    }))

  it.effect("fails with AjaxFailed when the service refuses, and keeps nothing", () =>
    Effect.gen(function*() {
      const error = yield* Contact.use((contact) => contact.send({ ...form, email: contactMagic.emailFails })).pipe(
        Effect.provide(fixtureBrowser().layer()),
        Effect.flip,
      )
      expect(error._tag).toBe("AjaxFailed")
      expect(receivedContactMessages()).toEqual([])
    }))

  it.effect("posts to the contactUrl setting when one is given", () =>
    Effect.gen(function*() {
      const { urls, layer } = recorded({ contactUrl: "http://fixtures.outfitter.test/api/help/contact?via=setting" })
      yield* Contact.use((contact) => contact.send(form)).pipe(Effect.provide(layer))
      expect(urls.map((url) => `${url.pathname}${url.search}`)).toEqual(["/api/help/contact?via=setting"])
    }))

  it.effect("reads each file's first bytes for the domain to judge", () =>
    Effect.gen(function*() {
      const [head] = yield* attachmentFilesOf([exe])
      expect(head).toEqual({ name: "invoice.pdf", size: 5, head: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]) })
    }))
})

describe("Marketing.content", () => {
  it.effect("reads the named spots with one name parameter each", () =>
    Effect.gen(function*() {
      const { urls, layer } = recorded()
      yield* Marketing.use((marketing) => marketing.content(["a", "b"])).pipe(Effect.provide(layer))
      expect(urls.map((url) => url.searchParams.getAll("name"))).toEqual([["a", "b"]])
      const spots = yield* Marketing.use((marketing) => marketing.content(["help-overview-europe", { name: "help-hours" }])).pipe(
        Effect.provide(fixtureBrowser().layer()),
      )
      expect(spots.map((spot) => spot.name)).toEqual(["help-overview-europe", "help-hours"])
      expect(spots[0]?.content[0]).toEqual({ text: "Help for Europe" })
    }))

  it.effect("refuses a request without a spot name with InvalidParams, before any request", () =>
    Effect.gen(function*() {
      const { urls, layer } = recorded()
      const error = yield* Marketing.use((marketing) => marketing.content([])).pipe(
        Effect.provide(layer),
        Effect.flip,
      )
      expect(error._tag).toBe("InvalidParams")
      expect(urls).toEqual([])
    }))

  it.effect("fails with AjaxFailed when the service fails", () =>
    Effect.gen(function*() {
      const error = yield* Marketing.use((marketing) => marketing.content("fail-spot")).pipe(
        Effect.provide(fixtureBrowser().layer()),
        Effect.flip,
      )
      expect(error._tag).toBe("AjaxFailed")
    }))
})
