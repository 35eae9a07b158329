/**
 * The contact form's attachments: which files are taken, judged by name and content, and
 * the safe name and content type they are sent under. Rules: orders §4 "Help overview,
 * contact form and marketing content".
 *
 * Where the spec is silent: the limits (5 files, 5 MB each, 10 MB in all), the image
 * formats, the content checks (HTML, script, namespaces, executables) and the 100-character
 * name are Outfitter's, as the rules page records.
 *
 * @since 0.4.0
 */
import * as Result from "effect/Result"
import { fieldsOf, numberOf, textOf } from "../../kernel/Untrusted.ts"

/** The accepted kinds of attachment. @category models */
export type AttachmentKind = "png" | "jpeg" | "gif" | "webp" | "pdf" | "xlsx" | "docx" | "doc" | "csv" | "xml"

/** @category constants */
export const attachmentLimits = {
  maxFiles: 5,
  maxFileBytes: 5 * 1024 * 1024,
  maxTotalBytes: 10 * 1024 * 1024,
  /** The longest name sent, in UTF-16 code units (what `String#length` counts). */
  maxNameLength: 100,
} as const

/** Accepted extensions (lower case, without the dot) and the kind each names. @category constants */
export const attachmentExtensions: Readonly<Record<string, AttachmentKind>> = {
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  gif: "gif",
  webp: "webp",
  pdf: "pdf",
  xlsx: "xlsx",
  docx: "docx",
  doc: "doc",
  csv: "csv",
  xml: "xml",
}

/**
 * The content type each kind is sent with: the one of the kind its content was recognised
 * as (a browser's declared type, `application/x-msdownload` or anything else, is never
 * used).
 *
 * @category constants
 */
export const attachmentContentTypes: Readonly<Record<AttachmentKind, string>> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
  csv: "text/csv",
  xml: "application/xml",
}

/** The file input's `accept` attribute: the accepted extensions. @category constants */
export const attachmentAccept: string = Object.keys(attachmentExtensions).map((extension) => `.${extension}`).join(",")

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`

/**
 * The hint under the file input: the accepted kinds and the limits, read from
 * {@link attachmentLimits} so the page never states other numbers than the check uses.
 *
 * @example
 * import { attachmentHint } from "@outfitter/domain"
 * attachmentHint // => "Images, PDF, Word, Excel, CSV or XML; up to 5 files, 5 MB each, 10 MB in all."
 * @category constants
 */
export const attachmentHint: string =
  `Images, PDF, Word, Excel, CSV or XML; up to ${attachmentLimits.maxFiles} files, ${megabytes(attachmentLimits.maxFileBytes)} each, ${megabytes(attachmentLimits.maxTotalBytes)} in all.`

/** Why a file is refused. @category models */
export type AttachmentProblem =
  | "type"
  | "content"
  | "executable"
  | "html"
  | "activeXml"
  | "notOffice"
  | "empty"
  | "tooLarge"
  | "tooMany"
  | "totalTooLarge"

/** Each problem's message. @category constants */
export const attachmentMessages: Readonly<Record<AttachmentProblem, string>> = {
  type: "This file type is not accepted. Attach images, PDF, Word, Excel, CSV or XML files.",
  content: "This file's content does not match its type.",
  executable: "This file is a program and cannot be attached.",
  html: "This CSV file contains HTML and cannot be attached.",
  activeXml: "This XML file contains a script, web page or SVG content, or a DOCTYPE, and cannot be attached.",
  notOffice: "This file is not a valid Word (.docx) or Excel (.xlsx) document.",
  empty: "This file is empty.",
  tooLarge: `Each file must be ${megabytes(attachmentLimits.maxFileBytes)} or smaller.`,
  tooMany: `Attach at most ${attachmentLimits.maxFiles} files.`,
  totalTooLarge: `Attachments must be ${megabytes(attachmentLimits.maxTotalBytes)} or smaller in total.`,
}

/** A file as the form sees it: its name, its size in bytes and its content. @category models */
export interface AttachmentFile {
  /** The name as chosen (it may hold a path, quotes, line breaks: it is made safe here). */
  readonly name: string
  readonly size: number
  /**
   * The file's content: all of it, or its first {@link attachmentLimits}.maxFileBytes for
   * a larger file (which is refused anyway). The content judged is the content sent.
   */
  readonly bytes: Uint8Array<ArrayBuffer>
}

/** An accepted file. @category models */
export interface AcceptedAttachment {
  /** Its safe name ({@link safeAttachmentName}), the one it is sent with. */
  readonly name: string
  readonly size: number
  readonly kind: AttachmentKind
}

/** A refused file, with why. @category models */
export interface AttachmentRefusal {
  readonly name: string
  readonly problem: AttachmentProblem
  readonly message: string
}

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>, at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte)

const ascii = (text: string): ReadonlyArray<number> => Array.from(text, (char) => char.charCodeAt(0))

const utf8Bom = [0xef, 0xbb, 0xbf]

/** Text: no NUL byte. */
const isText = (bytes: Uint8Array): boolean => !bytes.includes(0)

/** XML text: after an optional byte-order mark and white space, `<?xml` or `<`. */
const isXml = (bytes: Uint8Array): boolean => {
  let at = startsWith(bytes, utf8Bom) ? utf8Bom.length : 0
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at] ?? 0)) at += 1
  return isText(bytes) && bytes[at] === 0x3c
}

/**
 * The bytes as text, one character a byte (the WHATWG "latin1", windows-1252): every
 * ASCII byte stays itself, so ASCII markup is found whether the file is UTF-8 or Latin-1.
 */
const latin1 = (bytes: Uint8Array): string => new TextDecoder("latin1").decode(bytes)

/** A tag's start: `<` then a letter, `!`, `/` or `?` (`a<b` or `x < 5` in a cell is not one). */
const htmlTag = /<[a-z!/?]/i

/** Character references (`&#115;`, `&#x73;`) as the characters they stand for. */
const withCharacterReferences = (text: string): string =>
  text.replace(/&#(x[0-9a-f]+|[0-9]+);/gi, (_all, code: string) => {
    const point = code[0] === "x" || code[0] === "X" ? Number.parseInt(code.slice(1), 16) : Number(code)
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : ""
  })

/** What makes an XML file active when a browser opens it. */
const activeXml = [
  /<!doctype/i,
  /<!entity/i,
  /<\?xml-stylesheet/i,
  /<([a-z_][\w.-]*:)?script[\s/>]/i,
  /http:\/\/www\.w3\.org\/1999\/xhtml/i,
  /http:\/\/www\.w3\.org\/2000\/svg/i,
  /http:\/\/www\.w3\.org\/1999\/xsl\/transform/i,
]

const isActiveXml = (bytes: Uint8Array): boolean => {
  const text = withCharacterReferences(latin1(bytes))
  return activeXml.some((pattern) => pattern.test(text))
}

const u16 = (bytes: Uint8Array, at: number): number => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8)
const u32 = (bytes: Uint8Array, at: number): number => u16(bytes, at) + u16(bytes, at + 2) * 0x10000

const zipSignatures = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50 } as const

/**
 * The entry names of a ZIP, read from its central directory (found through the end of
 * central directory record, whose comment must end the file); undefined when the bytes
 * are not a whole, consistent ZIP (each entry's local header where the directory says).
 * ZIP64 is not read: no 5 MB document needs it.
 */
const zipEntryNames = (bytes: Uint8Array): ReadonlyArray<string> | undefined => {
  const last = bytes.length - 22
  for (let end = last; end >= Math.max(0, last - 0xffff); end -= 1) {
    if (u32(bytes, end) !== zipSignatures.end || end + 22 + u16(bytes, end + 20) !== bytes.length) continue
    const count = u16(bytes, end + 10)
    const directoryEnd = u32(bytes, end + 16) + u32(bytes, end + 12)
    if (directoryEnd > end) return undefined
    const names: Array<string> = []
    let entry = u32(bytes, end + 16)
    for (let index = 0; index < count; index += 1) {
      if (entry + 46 > directoryEnd || u32(bytes, entry) !== zipSignatures.central) return undefined
      const nameEnd = entry + 46 + u16(bytes, entry + 28)
      const local = u32(bytes, entry + 42)
      if (nameEnd > directoryEnd || local + 30 > end || u32(bytes, local) !== zipSignatures.local) return undefined
      names.push(latin1(bytes.subarray(entry + 46, nameEnd)))
      entry = nameEnd + u16(bytes, entry + 30) + u16(bytes, entry + 32)
    }
    return names
  }
  return undefined
}

/**
 * Which Office Open XML document a ZIP is: `[Content_Types].xml` and `word/` parts a
 * docx, `xl/` parts an xlsx; neither for any other ZIP, one with both, or a macro-enabled
 * one (a `vbaProject.bin` part). Part names are compared without case, as the format says.
 */
const officeKindOf = (bytes: Uint8Array): "docx" | "xlsx" | undefined => {
  const names = zipEntryNames(bytes)?.map((name) => name.toLowerCase())
  if (names === undefined || !names.includes("[content_types].xml")) return undefined
  if (names.some((name) => name.endsWith("vbaproject.bin"))) return undefined
  const word = names.some((name) => name.startsWith("word/"))
  const excel = names.some((name) => name.startsWith("xl/"))
  return word === excel ? undefined : word ? "docx" : "xlsx"
}

/** The binary kinds by their signatures; "zip" for any ZIP (an Office package or not). */
const signatureOf = (bytes: Uint8Array): AttachmentKind | "zip" | undefined => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png"
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg"
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif"
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp"
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf"
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc"
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "zip"
  return undefined
}

/** Whether the content is the kind the extension names: undefined when it is, else why not. */
const contentProblem = (kind: AttachmentKind, bytes: Uint8Array): AttachmentProblem | undefined => {
  const signature = signatureOf(bytes)
  switch (kind) {
    case "csv":
      return signature !== undefined || !isText(bytes) ? "content" : htmlTag.test(latin1(bytes)) ? "html" : undefined
    case "xml":
      return signature !== undefined || !isXml(bytes) ? "content" : isActiveXml(bytes) ? "activeXml" : undefined
    case "docx":
    case "xlsx":
      return signature !== "zip" ? "content" : officeKindOf(bytes) === kind ? undefined : "notOffice"
    default:
      return signature === kind ? undefined : "content"
  }
}

/**
 * Whether the content is an executable program (Windows `MZ`, ELF).
 *
 * @example
 * import { isExecutableContent } from "@outfitter/domain"
 * isExecutableContent(new Uint8Array([0x4d, 0x5a, 0x90, 0x00])) // => true
 * @category validation
 */
export const isExecutableContent = (bytes: unknown): boolean =>
  bytes instanceof Uint8Array && (startsWith(bytes, ascii("MZ")) || startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]))

/** The extension of a file name, lower case, without the dot ("" when none). */
const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".")
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase()
}

/** Control, invisible formatting (bidirectional overrides among them) and line-separator characters. */
const invisible = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu
/** A surrogate without its pair. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
/** Quotes, and what a file system or a header refuses in a name. */
const reserved = /["'`\u2018\u2019\u201C\u201D<>:*?|]/g
/** Dots and white space at either end (a leading dot hides a file, a trailing one is dropped by Windows). */
const looseEnds = /^[\s.]+|[\s.]+$/g

/** The longest start of a text within `max` code units, never cutting a surrogate pair. */
const cut = (text: string, max: number): string => {
  let out = ""
  for (const char of text) {
    if (out.length + char.length > max) break
    out += char
  }
  return out
}

/**
 * A chosen file's name made safe to send: its base name (what follows the last `/` or
 * `\`), without control or invisible formatting characters, with quotes and `< > : * ? |`
 * as `_`, without dots or spaces at either end, at most
 * {@link attachmentLimits}.maxNameLength (100) characters. An accepted extension is kept
 * (the name is shortened before it); a name left empty is "attachment".
 *
 * @example
 * import { safeAttachmentName } from "@outfitter/domain"
 * safeAttachmentName("../../../etc/passwd.pdf") // => "passwd.pdf"
 * safeAttachmentName('a".pdf\r\nContent-Type: text_html.pdf') // => "a_.pdfContent-Type_ text_html.pdf"
 * safeAttachmentName(`${"x".repeat(5000)}.docx`).length // => 100
 * @category encoding
 */
export const safeAttachmentName = (name: unknown): string => {
  const text = textOf(name).replace(loneSurrogate, "").normalize("NFC")
  const base = text.slice(Math.max(text.lastIndexOf("/"), text.lastIndexOf("\\")) + 1)
  const clean = base.replace(invisible, "").replace(reserved, "_")
  const extension = extensionOf(clean)
  const kept = Object.hasOwn(attachmentExtensions, extension) ? clean.slice(clean.length - extension.length - 1) : ""
  const stem = cut(clean.slice(0, clean.length - kept.length).replace(looseEnds, ""), attachmentLimits.maxNameLength - kept.length)
    .replace(looseEnds, "")
  return `${stem === "" ? "attachment" : stem}${kept}`
}

const refuse = (name: string, problem: AttachmentProblem): AttachmentRefusal => ({ name, problem, message: attachmentMessages[problem] })

/**
 * Judges one file by its name, its size and its content; an accepted file carries its
 * safe name and the kind its content was recognised as.
 *
 * @example
 * import { checkAttachment } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const pdf = new TextEncoder().encode("%PDF-1.7")
 * Result.getOrThrow(checkAttachment({ name: "../receipt.pdf", size: 8, bytes: pdf })) // => { name: "receipt.pdf", size: 8, kind: "pdf" }
 * Result.isFailure(checkAttachment({ name: "receipt.pdf", size: 2, bytes: new Uint8Array([0x4d, 0x5a]) })) // => true
 * @category validation
 */
export const checkAttachment = (file: AttachmentFile): Result.Result<AcceptedAttachment, AttachmentRefusal> => {
  const fields = fieldsOf(file)
  const name = safeAttachmentName(fields["name"])
  const size = numberOf(fields["size"])
  const bytes = fields["bytes"] instanceof Uint8Array ? fields["bytes"].subarray(0, attachmentLimits.maxFileBytes) : new Uint8Array(0)
  const kind = Object.hasOwn(attachmentExtensions, extensionOf(name)) ? attachmentExtensions[extensionOf(name)] : undefined
  if (kind === undefined) return Result.fail(refuse(name, "type"))
  if (isExecutableContent(bytes)) return Result.fail(refuse(name, "executable"))
  if (!(size > 0) || bytes.length === 0) return Result.fail(refuse(name, "empty"))
  if (!(size <= attachmentLimits.maxFileBytes)) return Result.fail(refuse(name, "tooLarge"))
  const problem = contentProblem(kind, bytes)
  if (problem !== undefined) return Result.fail(refuse(name, problem))
  return Result.succeed({ name, size, kind })
}

/** The files checked together: those accepted, and every refusal (each file's, then the set's). @category models */
export interface AttachmentCheck {
  readonly accepted: ReadonlyArray<AcceptedAttachment>
  readonly refused: ReadonlyArray<AttachmentRefusal>
}

/**
 * Judges the chosen files: each on its own, then the set (at most 5 files, 10 MB in all).
 * The form may be sent only when nothing is refused.
 *
 * @example
 * import { checkAttachments } from "@outfitter/domain"
 * const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
 * checkAttachments([{ name: "a.png", size: 8, bytes: png }]).refused // => []
 * @category validation
 */
export const checkAttachments = (files: ReadonlyArray<AttachmentFile>): AttachmentCheck => {
  const list: ReadonlyArray<unknown> = Array.isArray(files) ? files : []
  const results = list.map((file) => checkAttachment(file as AttachmentFile))
  const accepted = results.flatMap((result) => (Result.isSuccess(result) ? [result.success] : []))
  const refused = results.flatMap((result) => (Result.isFailure(result) ? [result.failure] : []))
  const total = accepted.reduce((sum, file) => sum + file.size, 0)
  const setProblems: ReadonlyArray<AttachmentRefusal> = [
    ...(list.length > attachmentLimits.maxFiles ? [refuse("", "tooMany")] : []),
    ...(total > attachmentLimits.maxTotalBytes ? [refuse("", "totalTooLarge")] : []),
  ]
  return { accepted, refused: [...refused, ...setProblems] }
}

/**
 * How the chosen files are shown: one by name would hide the rest, so a count.
 *
 * @example
 * import { attachmentCountLabel } from "@outfitter/domain"
 * attachmentCountLabel(3) // => "3 files"
 * attachmentCountLabel(1) // => "1 file"
 * attachmentCountLabel(0) // => "No file chosen"
 * @category getters
 */
export const attachmentCountLabel = (count: unknown): string => {
  const n = numberOf(count)
  if (!(Number.isSafeInteger(n) && n > 0)) return "No file chosen"
  return n === 1 ? "1 file" : `${n} files`
}
