import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  attachmentAccept,
  attachmentCountLabel,
  attachmentExtensions,
  attachmentLimits,
  attachmentMessages,
  checkAttachment,
  checkAttachments,
  isExecutableContent,
} from "../../../src/help/contact/Attachment.ts"

const bytes = (...parts: ReadonlyArray<string | ReadonlyArray<number>>): Uint8Array =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? Array.from(new TextEncoder().encode(part)) : [...part])))

/** A real start of each accepted kind. */
const samples = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "IHDR"),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"),
  gif: bytes("GIF89a", [1, 0, 1, 0]),
  webp: bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "),
  pdf: bytes("%PDF-1.7\n"),
  xlsx: bytes([0x50, 0x4b, 0x03, 0x04], "[Content_Types].xml"),
  docx: bytes([0x50, 0x4b, 0x03, 0x04], "word/document.xml"),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  csv: bytes("order,sku\n10000001001,123\n"),
  xml: bytes('<?xml version="1.0"?><a/>'),
} as const

const file = (name: string, head: Uint8Array, size = head.length) => ({ name, size, head })
const problemOf = (name: string, head: Uint8Array, size?: number) => {
  const result = checkAttachment(file(name, head, size))
  return Result.isFailure(result) ? result.failure.problem : "accepted"
}

describe("checkAttachment (orders §3: images, xlsx, csv, doc, docx, xml, pdf)", () => {
  it.each(Object.entries(attachmentExtensions))("accepts a .%s whose content is a %s", (extension, kind) => {
    expect(checkAttachment(file(`File.${extension.toUpperCase()}`, samples[kind]))).toEqual(
      Result.succeed({ name: `File.${extension.toUpperCase()}`, size: samples[kind].length, kind }),
    )
  })

  it.each(["exe", "js", "html", "svg", "zip", "txt", ""])("refuses the extension %j", (extension) => {
    expect(problemOf(extension === "" ? "README" : `file.${extension}`, samples.pdf)).toBe("type")
  })

  it("refuses a .pdf whose content is a Windows or ELF executable", () => {
    expect(problemOf("invoice.pdf", bytes("MZ", [0x90, 0, 3, 0]))).toBe("executable")
    expect(problemOf("invoice.pdf", bytes([0x7f], "ELF", [2, 1, 1]))).toBe("executable")
    expect(problemOf("list.csv", bytes("MZ this looks like text"))).toBe("executable")
  })

  it("refuses content that is not what the extension says", () => {
    expect(problemOf("photo.png", samples.jpeg)).toBe("content")
    expect(problemOf("sheet.xlsx", samples.doc)).toBe("content")
    expect(problemOf("letter.doc", samples.docx)).toBe("content")
    expect(problemOf("image.webp", bytes("RIFF", [0, 0, 0, 0], "WAVE"))).toBe("content")
    expect(problemOf("data.csv", bytes("a,b", [0], "c"))).toBe("content")
    expect(problemOf("data.xml", bytes("not xml"))).toBe("content")
  })

  it("accepts XML after a byte-order mark and white space, and XML without a declaration", () => {
    expect(problemOf("a.xml", bytes([0xef, 0xbb, 0xbf], "\n  <?xml version='1.0'?>"))).toBe("accepted")
    expect(problemOf("a.xml", bytes("<order/>"))).toBe("accepted")
  })

  it("judges text kinds on the first 4096 bytes only", () => {
    const head = new Uint8Array(attachmentLimits.sniffBytes + 1).fill(0x61)
    head[attachmentLimits.sniffBytes] = 0
    expect(problemOf("big.csv", head)).toBe("accepted")
    head[attachmentLimits.sniffBytes - 1] = 0
    expect(problemOf("big.csv", head)).toBe("content")
  })

  it("refuses an empty file and one over 5 MB (5 MB exactly is accepted)", () => {
    expect(problemOf("a.pdf", new Uint8Array(0), 0)).toBe("empty")
    expect(problemOf("a.pdf", samples.pdf, 0)).toBe("empty")
    expect(problemOf("a.pdf", samples.pdf, attachmentLimits.maxFileBytes)).toBe("accepted")
    expect(problemOf("a.pdf", samples.pdf, attachmentLimits.maxFileBytes + 1)).toBe("tooLarge")
  })

  it("says why with the problem's message", () => {
    const result = checkAttachment(file("run.pdf", bytes("MZ")))
    expect(result).toEqual(Result.fail({ name: "run.pdf", problem: "executable", message: attachmentMessages.executable }))
  })

  test.prop([fc.constantFrom(...Object.keys(attachmentExtensions)), fc.uint8Array({ maxLength: 64 })])(
    "never accepts executable content, whatever the name",
    (extension, tail) => {
      expect(problemOf(`x.${extension}`, bytes("MZ", [...tail]))).toBe("executable")
      expect(problemOf(`x.${extension}`, bytes([0x7f], "ELF", [...tail]))).toBe("executable")
    },
  )

  test.prop([fc.string(), fc.uint8Array({ maxLength: 64 }), fc.integer()])(
    "accepts only an accepted extension with matching, non-executable content",
    (name, head, size) => {
      const result = checkAttachment(file(name, head, size))
      if (Result.isSuccess(result)) {
        expect(Object.keys(attachmentExtensions)).toContain(name.slice(name.lastIndexOf(".") + 1).toLowerCase())
        expect(isExecutableContent(head)).toBe(false)
        expect(size > 0 && size <= attachmentLimits.maxFileBytes).toBe(true)
      }
    },
  )

  it("offers the accepted extensions to the file input", () => {
    expect(attachmentAccept).toBe(".png,.jpg,.jpeg,.gif,.webp,.pdf,.xlsx,.docx,.doc,.csv,.xml")
  })
})

describe("checkAttachments (the set: 5 files, 10 MB in all)", () => {
  const pdf = (name: string, size = samples.pdf.length) => file(name, samples.pdf, size)

  it("accepts up to 5 files and refuses a sixth", () => {
    const five = [1, 2, 3, 4, 5].map((n) => pdf(`${n}.pdf`))
    expect(checkAttachments(five)).toEqual({ accepted: five.map((each) => ({ name: each.name, size: each.size, kind: "pdf" })), refused: [] })
    expect(checkAttachments([...five, pdf("6.pdf")]).refused.map((each) => each.problem)).toEqual(["tooMany"])
  })

  it("refuses more than 10 MB in all (10 MB exactly is accepted)", () => {
    const mb = 1024 * 1024
    expect(checkAttachments([pdf("a.pdf", 4 * mb), pdf("b.pdf", 4 * mb), pdf("c.pdf", 2 * mb)]).refused).toEqual([])
    expect(checkAttachments([pdf("a.pdf", 4 * mb), pdf("b.pdf", 4 * mb), pdf("c.pdf", 2 * mb + 1)]).refused.map((each) => each.problem))
      .toEqual(["totalTooLarge"])
  })

  it("lists each refused file before the set's problems", () => {
    const check = checkAttachments([pdf("a.pdf"), file("b.pdf", bytes("MZ"))])
    expect(check.accepted.map((each) => each.name)).toEqual(["a.pdf"])
    expect(check.refused.map((each) => [each.name, each.problem])).toEqual([["b.pdf", "executable"]])
  })
})

describe("attachmentCountLabel (several files shown as a count)", () => {
  it.each([[0, "No file chosen"], [1, "1 file"], [2, "2 files"], [3, "3 files"], [-1, "No file chosen"], [1.5, "No file chosen"]])(
    "%d reads %j",
    (count, label) => {
      expect(attachmentCountLabel(count)).toBe(label)
    },
  )
})
