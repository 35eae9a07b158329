/**
 * The CLI's one rule for the service's text: whatever a service sends, nothing printed
 * carries ESC, a C0 or C1 control or a bidirectional control; text without them is
 * printed as it is. And --json keeps the data, with those characters escaped.
 */
import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { escapeJsonControls, plainData, plainText } from "../src/plainText.ts"
import { terminalControls } from "./support/cli.ts"

const controls = fc.constantFrom(
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 0x21 }, (_, code) => String.fromCharCode(0x7f + code)),
  "\u202a",
  "\u202e",
  "\u2066",
  "\u2069",
)

/** Pieces of hostile text: escape sequences whole and cut short, controls, ordinary text. */
const hostilePiece = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  controls,
  fc.constantFrom(
    "\u001b[31m",
    "\u001b[2J",
    "\u001b[1;1H",
    "\u001b[?1049h",
    "\u009b31m",
    "\u001b]0;title\u0007",
    "\u001b]8;;https://evil.example/\u001b\\",
    "\u009d0;title\u009c",
    "\u001bP1$r\u001b\\",
    "\u001b_payload",
    "\u001b]52;c;cGF5bG9hZA==",
    "\u001bc",
    "\u001b(B",
    "\u001b",
    "\u001b[",
    "\r",
    "\n",
  ),
)
const hostile = fc.array(hostilePiece, { maxLength: 12 }).map((pieces) => pieces.join(""))

/** Text with nothing a terminal acts on: any Unicode, controls filtered out. */
const printable = fc.string({ unit: "grapheme" }).map((text) => [...text].filter((character) => terminalControls(character).length === 0).join(""))

describe("plainText", () => {
  test.prop([hostile])("never lets ESC, a C0 or C1 control or a bidirectional control through", (text) => {
    expect(terminalControls(plainText(text))).toEqual([])
  })

  test.prop([fc.string({ unit: "binary" })])("holds for any string at all", (text) => {
    expect(terminalControls(plainText(text))).toEqual([])
  })

  test.prop([printable])("leaves printable text as it is", (text) => {
    expect(plainText(text)).toBe(text)
  })

  test.prop([printable, hostile, printable])("keeps the printable text around a removed sequence", (before, _hostile, after) => {
    const cleaned = plainText(`${before}\u001b[31m${after}`)
    expect(cleaned).toBe(`${before}${after}`)
  })

  test.prop([hostile])("is idempotent", (text) => {
    expect(plainText(plainText(text))).toBe(plainText(text))
  })

  it("removes sequences whole, not only their ESC", () => {
    expect(plainText("Easton\u001b[2J\u001b[1;1H Town Center")).toBe("Easton Town Center")
    expect(plainText("\u001b]0;owned\u0007Easton")).toBe("Easton")
    expect(plainText("\u001b]8;;https://evil.example/\u001b\\Easton\u001b]8;;\u001b\\")).toBe("Easton")
    expect(plainText("Easton\u009b2J")).toBe("Easton")
    expect(plainText("Easton\u001b]0;never ended")).toBe("Easton")
  })

  it("turns line breaks and tabs into spaces: a value stays on its line", () => {
    expect(plainText("Easton\nTown\tCenter\rX")).toBe("Easton Town Center X")
  })

  it("drops the bidirectional overrides that reorder how a line reads", () => {
    expect(plainText("store \u202e10001")).toBe("store 10001")
  })
})

describe("plainData", () => {
  it("makes every string of arrays and plain objects plain, leaving the rest", () => {
    const marker = new Date(0)
    expect(plainData({ name: "A\u001b[31mB", lines: ["x\ny", 3], nested: { ok: true, at: marker }, none: null })).toEqual({
      name: "AB",
      lines: ["x y", 3],
      nested: { ok: true, at: marker },
      none: null,
    })
  })
})

describe("escapeJsonControls (--json output)", () => {
  test.prop([fc.jsonValue(), hostile])("keeps the JSON valid and its data unchanged, with nothing a terminal acts on", (value, text) => {
    const data = { value, text }
    const json = escapeJsonControls(JSON.stringify(data, null, 2))
    // line feeds are JSON.stringify's own layout; nothing else a terminal acts on
    expect(terminalControls(json, { lineFeeds: true })).toEqual([])
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(data)))
  })

  it("JSON.stringify escapes C0 (ESC too) but not C1: escapeJsonControls does the rest", () => {
    expect(JSON.stringify("\u001b[31m")).toBe("\"\\u001b[31m\"")
    expect(JSON.stringify("\u009b31m")).toBe("\"\u009b31m\"")
    expect(escapeJsonControls(JSON.stringify("\u009b31m\u202e"))).toBe("\"\\u009b31m\\u202e\"")
  })
})
