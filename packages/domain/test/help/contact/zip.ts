/**
 * A ZIP written by hand, for the attachment tests: each entry stored (no compression, no
 * CRC), a local header per entry, then the central directory and its end record, as the
 * format lays them out. Enough for a reader of the central directory; not for unzipping.
 */
const le = (value: number, bytes: 2 | 4): Array<number> => Array.from({ length: bytes }, (_, index) => (value >>> (8 * index)) & 0xff)

const ascii = (text: string): Array<number> => Array.from(text, (char) => char.charCodeAt(0) & 0xff)

/** A ZIP holding the named entries, each with a few bytes; `comment` ends the file. */
export const storedZip = (names: ReadonlyArray<string>, comment = ""): Uint8Array<ArrayBuffer> => {
  const locals: Array<number> = []
  const central: Array<number> = []
  for (const name of names) {
    const data = ascii(`<part name="${name}"/>`)
    const offset = locals.length
    const common = [...le(20, 2), ...le(0, 2), ...le(0, 2), ...le(0, 2), ...le(0, 2), ...le(0, 4), ...le(data.length, 4), ...le(data.length, 4), ...le(name.length, 2)]
    locals.push(...le(0x04034b50, 4), ...common, ...le(0, 2), ...ascii(name), ...data)
    central.push(...le(0x02014b50, 4), ...le(20, 2), ...common, ...le(0, 2), ...le(0, 2), ...le(0, 2), ...le(0, 2), ...le(0, 4), ...le(offset, 4), ...ascii(name))
  }
  const end = [
    ...le(0x06054b50, 4),
    ...le(0, 2),
    ...le(0, 2),
    ...le(names.length, 2),
    ...le(names.length, 2),
    ...le(central.length, 4),
    ...le(locals.length, 4),
    ...le(comment.length, 2),
    ...ascii(comment),
  ]
  return new Uint8Array([...locals, ...central, ...end])
}

/** The smallest Word document the reader accepts: its content types and a word/ part. */
export const docxEntries = ["[Content_Types].xml", "_rels/.rels", "word/document.xml"] as const
/** The smallest Excel workbook the reader accepts. */
export const xlsxEntries = ["[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/worksheets/sheet1.xml"] as const
