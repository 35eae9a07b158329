/**
 * The `_headers` file a build writes into its output: the headers static hosts (Netlify,
 * Cloudflare Pages) add to the responses of the paths a rule names. Its format: a path
 * pattern on a line of its own (`/*`; `*` matches any rest of the path, `:name` one
 * segment), then that rule's headers, each on an indented `Name: value` line; `#` starts a
 * comment line. A header named by several matching rules takes the last rule's value.
 *
 * The storefront's build writes it (vite.config.ts) from what it was built with, and the
 * preview server sends exactly what it says: the policy served is the build's own.
 */

/** One rule: a path pattern and the headers of the paths it matches. */
export interface HeaderRule {
  readonly path: string
  readonly headers: Readonly<Record<string, string>>
}

/**
 * The file's text. A name or value holding a line break, or a path that does not start
 * with `/`, cannot be written in the format: refused with an Error, at build time.
 */
export const headersFileText = (rules: ReadonlyArray<HeaderRule>, comment: ReadonlyArray<string> = []): string => {
  const lines = comment.map((line) => `# ${line}`)
  for (const rule of rules) {
    if (!rule.path.startsWith("/") || /\s/.test(rule.path)) throw new Error(`_headers: a rule's path must start with / and hold no space: ${rule.path}`)
    lines.push(rule.path)
    for (const [name, value] of Object.entries(rule.headers)) {
      if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || /[\r\n]/.test(value)) throw new Error(`_headers: cannot write the header ${JSON.stringify(name)}`)
      lines.push(`  ${name}: ${value}`)
    }
  }
  return `${lines.join("\n")}\n`
}

/** The rules of a `_headers` file. Total: a line that is none of the format's is skipped. */
export const parseHeadersFile = (text: string): ReadonlyArray<HeaderRule> => {
  const rules: Array<{ path: string; headers: Record<string, string> }> = []
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const colon = line.indexOf(":")
    const current = rules.at(-1)
    if (current === undefined || colon < 0) continue
    current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path.split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/).map((part) => part === "*" ? ".*" : /^:[A-Za-z_]/.test(part) ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("")}$`,
  )

/** The headers a path gets: those of every rule whose pattern matches it, in file order. */
export const headersForPath = (rules: ReadonlyArray<HeaderRule>, pathname: string): Readonly<Record<string, string>> =>
  Object.assign({}, ...rules.filter((rule) => patternOf(rule.path).test(pathname)).map((rule) => rule.headers))
