/**
 * The contact form's client over the fixtures: a valid message with its files goes as
 * multipart and is received as sent, each file under its safe name with the content type
 * its content was recognised as; an invalid form (an executable named .pdf, an SVG with a
 * script named .xml, an HTML page named .csv, a ZIP named .docx) is refused before any
 * request; the fixtures' failing e-mail is the send error; the marketing spots
 * are read by name, refused without one, and a failing spot is AjaxFailed.
 */
import { describe, expect, it } from "@effect/vitest"
import { attachmentFilesOf, clientsLayer, Contact, type ContactSendForm, Marketing } from "@outfitter/clients"
import { attachmentMessages, checkAttachments } from "@outfitter/domain"
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

  it.effect("reads each file's content for the domain to judge", () =>
    Effect.gen(function*() {
      const [read] = yield* attachmentFilesOf([exe])
      expect(read).toEqual({ name: "invoice.pdf", size: 5, bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]) })
    }))
})

/** A fetch that keeps the multipart body of each call and answers 200. */
const capturingFetch = () => {
  const bodies: Array<FormData> = []
  const fetch: typeof globalThis.fetch = (_input, init) => {
    if (init?.body instanceof FormData) bodies.push(init.body)
    return Promise.resolve(Response.json({ status: "received" }))
  }
  return { bodies, layer: clientsLayer({ apiRoot: fixtureApiRoot, fetch }) }
}

const filePartsOf = (body: FormData | undefined) =>
  (body?.getAll("attachments") ?? []).flatMap((part) => (typeof part === "string" ? [] : [{ name: part.name, type: part.type }]))

describe("Contact.send: names and types as recognised, never as declared", () => {
  it.effect("sends a file declared application/x-msdownload with the type of its content, under its base name", () =>
    Effect.gen(function*() {
      const { bodies, layer } = capturingFetch()
      const declaredExe = new File(["%PDF-1.7\n%receipt"], "../../../etc/passwd.pdf", { type: "application/x-msdownload" })
      const long = new File(["order,sku\n1,2\n"], `${"n".repeat(5000)}.csv`, { type: "application/octet-stream" })
      yield* Contact.use((contact) => contact.send({ ...form, attachments: [declaredExe, long] })).pipe(Effect.provide(layer))
      expect(filePartsOf(bodies[0])).toEqual([
        { name: "passwd.pdf", type: "application/pdf" },
        { name: `${"n".repeat(96)}.csv`, type: "text/csv" },
      ])
    }))

  it.effect("sends the bytes it judged", () =>
    Effect.gen(function*() {
      const { bodies, layer } = capturingFetch()
      yield* Contact.use((contact) => contact.send({ ...form, attachments: [pdf] })).pipe(Effect.provide(layer))
      const part = bodies[0]?.get("attachments")
      expect(part instanceof Blob ? yield* Effect.promise(() => part.text()) : undefined).toBe("%PDF-1.7\n%fixture")
    }))

  it.effect("a name that would inject a header never reaches the body: the file is refused by its base name", () =>
    Effect.gen(function*() {
      const { bodies, layer } = capturingFetch()
      const injected = new File(["%PDF-1.7\n"], 'a".pdf\r\nContent-Type: text/html', { type: "application/pdf" })
      const error = yield* Contact.use((contact) => contact.send({ ...form, attachments: [injected] })).pipe(Effect.provide(layer), Effect.flip)
      expect(error).toMatchObject({ _tag: "InvalidParams", field: "attachments", message: attachmentMessages.type })
      expect(bodies).toEqual([])
      // one that keeps an accepted extension is sent under a name without the quote or the line break
      const kept = new File(["%PDF-1.7\n"], 'a".pdf\r\nContent-Type: text_html.pdf', { type: "text/html" })
      yield* Contact.use((contact) => contact.send({ ...form, attachments: [kept] })).pipe(Effect.provide(layer))
      expect(filePartsOf(bodies[0])).toEqual([{ name: "a_.pdfContent-Type_ text_html.pdf", type: "application/pdf" }])
    }))

  it.effect.each([
    ["an SVG with a script named .xml", new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "invoice.xml"), "activeXml"],
    ["an HTML page named .csv", new File(["<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"], "orders.csv"), "html"],
    ["a ZIP named .docx", new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]), "not a document"], "letter.docx"), "notOffice"],
  ] as const)("refuses %s before any request", ([, file, problem]) =>
    Effect.gen(function*() {
      const { bodies, layer } = capturingFetch()
      const error = yield* Contact.use((contact) => contact.send({ ...form, attachments: [file] })).pipe(Effect.provide(layer), Effect.flip)
      expect(error).toMatchObject({ _tag: "InvalidParams", field: "attachments", message: attachmentMessages[problem] })
      expect(bodies).toEqual([])
      // why: the domain's judgement of the bytes the client read
      expect(checkAttachments(yield* attachmentFilesOf([file])).refused.map((refusal) => refusal.problem)).toEqual([problem])
    }))

  it.effect("the fixtures' service refuses a part sent under its declared type (what the clients used to send)", () =>
    Effect.gen(function*() {
      const { fetch } = fixtureBrowser()
      const body = new FormData()
      const text: ReadonlyArray<readonly [string, string]> = [["name", "Ada"], ["email", "ada@example.com"], ["topic", "order"], ["comments", "Hi"]]
      for (const [name, value] of text) body.append(name, value)
      body.append("attachments", new File(["%PDF-1.7\n"], "receipt.pdf", { type: "application/x-msdownload" }))
      const answer = yield* Effect.promise(() => fetch(`${fixtureApiRoot}/help/contact`, { method: "POST", body }))
      expect(answer.status).toBe(400)
      expect(receivedContactMessages()).toEqual([])
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
