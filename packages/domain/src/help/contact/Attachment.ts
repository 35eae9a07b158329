/**
 * The contact form's attachments (orders-returns-help §3 "Help and enrol entities"):
 * images, xlsx, csv, doc, docx, xml and pdf only, several files shown as a count.
 *
 * A file is judged twice, by its name and by its content: its extension must be an
 * accepted one, and its first bytes must be what that kind of file starts with (PNG, JPEG,
 * GIF, WebP and PDF signatures; `PK\x03\x04` for the ZIP-based xlsx and docx; the OLE2
 * signature `D0 CF 11 E0` for doc; CSV and XML are text without NUL bytes, XML starting
 * with `<?xml` or `<`). Content that is an executable (`MZ`, ELF `\x7fELF`) is refused
 * whatever the name says, so "invoice.pdf" that is a program never leaves the browser.
 *
 * Where the spec is silent (choices):
 * - limits: at most {@link attachmentLimits}.maxFiles (5) files, each at most 5 MB and
 *   together at most 10 MB (what a customer-service mailbox accepts without bouncing);
 *   an empty file is refused;
 * - the content is judged on its first {@link attachmentLimits}.sniffBytes (4096) bytes,
 *   the part a browser reads before sending (text kinds: no NUL byte in that part);
 *   a UTF-8 byte-order mark before XML or CSV text is allowed;
 * - images are PNG, JPEG, GIF and WebP (the formats every browser shows);
 * - the count reads "1 file", "3 files"; none chosen reads "No file chosen".
 *
 * @since 0.4.0
 */
import * as Result from "effect/Result"
import { fieldsOf, numberOf, textOf } from "../../site/OutsideData.ts"

/** The accepted kinds of attachment. @category models */
export type AttachmentKind = "png" | "jpeg" | "gif" | "webp" | "pdf" | "xlsx" | "docx" | "doc" | "csv" | "xml"

/** @category constants */
export const attachmentLimits = {
  maxFiles: 5,
  maxFileBytes: 5 * 1024 * 1024,
  maxTotalBytes: 10 * 1024 * 1024,
  sniffBytes: 4096,
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
export type AttachmentProblem = "type" | "content" | "executable" | "empty" | "tooLarge" | "tooMany" | "totalTooLarge"

/** Each problem's message. @category constants */
export const attachmentMessages: Readonly<Record<AttachmentProblem, string>> = {
  type: "This file type is not accepted. Attach images, PDF, Word, Excel, CSV or XML files.",
  content: "This file's content does not match its type.",
  executable: "This file is a program and cannot be attached.",
  empty: "This file is empty.",
  tooLarge: `Each file must be ${megabytes(attachmentLimits.maxFileBytes)} or smaller.`,
  tooMany: `Attach at most ${attachmentLimits.maxFiles} files.`,
  totalTooLarge: `Attachments must be ${megabytes(attachmentLimits.maxTotalBytes)} or smaller in total.`,
}

/** A file as the form sees it: its name, its size in bytes and its first bytes. @category models */
export interface AttachmentFile {
  readonly name: string
  readonly size: number
  /** The file's first bytes (at least {@link attachmentLimits}.sniffBytes of them, or all). */
  readonly head: Uint8Array
}

/** An accepted file. @category models */
export interface AcceptedAttachment {
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

/** The text kinds' content: no NUL byte in the sniffed part. */
const isText = (bytes: Uint8Array): boolean => !bytes.includes(0)

/** XML text: after an optional byte-order mark and white space, `<?xml` or `<`. */
const isXml = (bytes: Uint8Array): boolean => {
  let at = startsWith(bytes, utf8Bom) ? utf8Bom.length : 0
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at] ?? 0)) at += 1
  return isText(bytes) && bytes[at] === 0x3c
}

/** What each kind's content starts with. */
const contentChecks: Readonly<Record<AttachmentKind, (bytes: Uint8Array) => boolean>> = {
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  gif: (bytes) => startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a")),
  webp: (bytes) => startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8),
  pdf: (bytes) => startsWith(bytes, ascii("%PDF")),
  xlsx: (bytes) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]),
  docx: (bytes) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]),
  doc: (bytes) => startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  csv: isText,
  xml: isXml,
}

/**
 * Whether the content is an executable program (Windows `MZ`, ELF).
 *
 * @example
 * import { isExecutableContent } from "@outfitter/domain"
 * isExecutableContent(new Uint8Array([0x4d, 0x5a, 0x90, 0x00])) // => true
 * @category validation
 */
export const isExecutableContent = (head: unknown): boolean =>
  head instanceof Uint8Array && (startsWith(head, ascii("MZ")) || startsWith(head, [0x7f, 0x45, 0x4c, 0x46]))

/** The extension of a file name, lower case, without the dot ("" when none). */
const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".")
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase()
}

const refuse = (name: string, problem: AttachmentProblem): AttachmentRefusal => ({ name, problem, message: attachmentMessages[problem] })

/**
 * Judges one file by its name, its size and its content.
 *
 * @example
 * import { checkAttachment } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const pdf = new TextEncoder().encode("%PDF-1.7")
 * Result.getOrThrow(checkAttachment({ name: "receipt.pdf", size: 8, head: pdf })) // => { name: "receipt.pdf", size: 8, kind: "pdf" }
 * Result.isFailure(checkAttachment({ name: "receipt.pdf", size: 2, head: new Uint8Array([0x4d, 0x5a]) })) // => true
 * @category validation
 */
export const checkAttachment = (file: AttachmentFile): Result.Result<AcceptedAttachment, AttachmentRefusal> => {
  const fields = fieldsOf(file)
  const name = textOf(fields["name"])
  const size = numberOf(fields["size"])
  const head = fields["head"] instanceof Uint8Array ? fields["head"] : new Uint8Array(0)
  const kind = Object.hasOwn(attachmentExtensions, extensionOf(name)) ? attachmentExtensions[extensionOf(name)] : undefined
  if (kind === undefined) return Result.fail(refuse(name, "type"))
  if (isExecutableContent(head)) return Result.fail(refuse(name, "executable"))
  if (!(size > 0) || head.length === 0) return Result.fail(refuse(name, "empty"))
  if (!(size <= attachmentLimits.maxFileBytes)) return Result.fail(refuse(name, "tooLarge"))
  if (!contentChecks[kind](head.subarray(0, attachmentLimits.sniffBytes))) return Result.fail(refuse(name, "content"))
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
 * checkAttachments([{ name: "a.png", size: 8, head: png }]).refused // => []
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
