// @vitest-environment node
/**
 * Every text a shopper reads comes from the catalogue (src/site/text): no component writes
 * words into its markup, so a translation is a file. The check reads each component's
 * source: a JSX text with a letter, a string in braces among a component's children, and a
 * string given to an attribute a person reads (label, title, placeholder, alt, aria-label…)
 * or that reads like words ("Sign in") fail. Class names, ids, paths and other values no
 * one reads pass.
 *
 * Translations are checked too: each one's `spec` keys are messages the domain really gives
 * (their exact English text in the domain's source), so a translated message cannot go stale.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { parseSync } from "vite"
import { describe, expect, it } from "vitest"
import { isTranslationReady, languageOf, languageOfPath, loadTranslation, specTextIn, textsIn, translationIn, translationLanguages } from "../src/site/text/catalogue.ts"
import { shellText } from "../src/site/text/en/shell.ts"

const root = join(import.meta.dirname, "../../..")
const sourceRoot = join(import.meta.dirname, "../src")

type Node = { readonly type: string; readonly start: number; readonly [key: string]: unknown }
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && typeof (value as Node).type === "string"

/** Attributes whose value a person reads or hears. */
const readAttributes = new Set(["label", "title", "placeholder", "alt", "aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "heading", "message", "description", "caption", "summary", "text"])
/** Attributes whose value no one reads. */
const codeAttributes = /^(className|class|id|key|stroke|fill|sandbox|shapeRendering|viewBox|d|allow|referrerPolicy|crossOrigin|fetchPriority|encType|spellCheck|href|to|src|type|name|role|rel|target|method|action|pattern|inputMode|autoComplete|enterKeyHint|htmlFor|lang|dir|style|size|sizes|srcSet|loading|decoding|media|variant|kind|value|defaultValue|accept|form|aria-(controls|describedby|labelledby|live|current|haspopup|owns|activedescendant|errormessage|relevant|sort|autocomplete|atomic|busy|checked|disabled|expanded|hidden|invalid|modal|multiline|pressed|readonly|required|selected|orientation)|data-.*)$/

const hasLetter = /\p{L}/u
/** Reads like words: a capitalised word, or two words. */
const looksLikeWords = /\p{Lu}\p{Ll}|\p{Ll}+ \p{Ll}+/u

/** A piece of markup that holds words outside the catalogue. */
export interface Finding {
  readonly file: string
  readonly line: number
  readonly text: string
}

const stringOf = (node: Node): string | undefined => {
  if (node.type === "Literal" && typeof node["value"] === "string") return node["value"]
  if (node.type === "TemplateLiteral") return (node["quasis"] as Array<{ readonly value: { readonly cooked: string | null } }>).map((quasi) => quasi.value.cooked ?? "").join("…")
  return undefined
}

/** The words in one component source that are not the catalogue's. */
export const wordsInMarkup = (file: string, text: string): Array<Finding> => {
  const { program, errors } = parseSync(file, text, { lang: "tsx", sourceType: "module" })
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`)
  const lineOf = (offset: number) => text.slice(0, offset).split("\n").length
  const findings: Array<Finding> = []
  const found = (node: Node, words: string) => findings.push({ file, line: lineOf(node.start), text: words.trim() })
  const visit = (node: Node, parent: Node | undefined) => {
    if (node.type === "JSXText" && hasLetter.test(String(node["value"]))) found(node, String(node["value"]))
    if (node.type === "JSXExpressionContainer" && parent?.type !== "JSXAttribute" && isNode(node["expression"])) {
      const words = stringOf(node["expression"])
      if (words !== undefined && hasLetter.test(words)) found(node, words)
    }
    if (node.type === "JSXAttribute" && isNode(node["name"]) && isNode(node["value"])) {
      const name = String(node["name"]["name"])
      const value = node["value"].type === "JSXExpressionContainer" ? (node["value"]["expression"] as Node) : node["value"]
      const words = stringOf(value)
      const read = readAttributes.has(name) ? hasLetter : codeAttributes.test(name) ? undefined : looksLikeWords
      if (words !== undefined && read?.test(words)) found(value, `${name}="${words}"`)
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.forEach((item) => isNode(item) && visit(item, node))
      else if (isNode(child)) visit(child, node)
    }
  }
  visit(program as unknown as Node, undefined)
  return findings
}

const components = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return components(path)
    return name.endsWith(".tsx") && !/\.(test|spec)\./.test(name) ? [path] : []
  })

describe("the storefront's texts come from the catalogue", () => {
  it("no component writes words into its markup", () => {
    const findings = components(sourceRoot).flatMap((path) => wordsInMarkup(relative(root, path), readFileSync(path, "utf8")))
    expect(findings.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([])
  })

  it("the check finds words in text, braces, read attributes and word-like values, and passes code values", () => {
    const source = `const A = () => <div className="order-list wide" id="x" data-state="open" aria-controls="menu">
      Hello
      {"Sign in"}
      <img alt="A hoodie" src="/a.png" />
      <Card heading={\`Order \${n}\`} kind="compact" />
      <Button tone="Primary action" />
      {count} · {label}
    </div>`
    expect(wordsInMarkup("probe.tsx", source).map((finding) => finding.text)).toEqual([
      "Hello",
      "Sign in",
      'alt="A hoodie"',
      'heading="Order …"',
      'tone="Primary action"',
    ])
  })

  it("a language without a translation reads English; a translation replaces only what it has, once loaded", async () => {
    expect(textsIn(shellText, "xx")).toBe(shellText.en)
    expect(isTranslationReady("xx")).toBe(true)
    expect(languageOfPath("/shop/us-es/stores")).toBe("es")
    expect(languageOfPath("/shop/us/stores")).toBe("en")
    // a translation is a chunk of its own: until it is loaded, its pages read English
    expect(isTranslationReady("es")).toBe(false)
    expect(textsIn(shellText, "es")).toBe(shellText.en)
    await loadTranslation("es")
    expect(isTranslationReady("es")).toBe(true)
    expect(textsIn(shellText, "es").skipToContent).toBe("Ir al contenido")
    expect(languageOf("es-US")).toBe("es")
    expect(specTextIn("no such message", "es")).toBe("no such message")
    expect(specTextIn("no such message", "xx")).toBe("no such message")
    // a key with values: each {n} is what the domain put there
    expect(specTextIn("we found 4 stores within 25", "es")).toBe("encontramos 4 tiendas en un radio de 25")
    expect(specTextIn("Visa ending in 1111", "es")).toBe("Visa terminada en 1111")
    expect(specTextIn("we found 4 stores within 25", "en")).toBe("we found 4 stores within 25")
  })
})

describe("translations", () => {
  const domainSource = (dir: string): string =>
    readdirSync(dir)
      .map((name) => join(dir, name))
      .map((path) => (statSync(path).isDirectory() ? domainSource(path) : path.endsWith(".ts") && !/\.test\./.test(path) ? readFileSync(path, "utf8") : ""))
      .join("\n")
  const domain = domainSource(join(root, "packages/domain/src"))

  /** The domain's template literals as patterns: a message with a value filled in ("… to 120 characters.") is one it gives. */
  const templates = [...domain.matchAll(/`([^`\n]*\$\{[^`\n]*)`/g)]
    .map(([, body]) => (body ?? "").split(/\$\{[^}]*\}/))
    .filter((parts) => /\p{L}{3,}/u.test(parts.join(""))) // words of its own, not only values
    .map((parts) => new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+")}$`))
  const givenByDomain = (english: string) =>
    domain.includes(JSON.stringify(english)) || domain.includes(`"${english}"`) || domain.includes(`\`${english}\``) || templates.some((pattern) => pattern.test(english))

  it("a message is the domain's when its source holds it, or a template of it with values filled in", () => {
    expect(givenByDomain("Please keep your comment to 120 characters.")).toBe(true)
    expect(givenByDomain("A message no one wrote.")).toBe(false)
  })

  it("there is at least one, found by its file name", () => {
    expect(translationLanguages).toContain("es")
  })

  for (const language of translationLanguages) {
    it(`${language}: every translated domain message is one the domain gives`, async () => {
      await loadTranslation(language)
      const translation = translationIn(language) ?? {}
      // a key with values ("Purchase {0}") stands for the message with values filled in
      const stale = Object.keys(translation.spec ?? {}).filter((english) => !givenByDomain(english.replace(/\{\d\}/g, "7")))
      expect(stale).toEqual([])
    })
  }
})
