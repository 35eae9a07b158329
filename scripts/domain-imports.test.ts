/**
 * How the domain's modules import each other (docs/architecture.md, "Bounded contexts"):
 * a module reaches another context only through that context's entry (`../payments/index.ts`,
 * never `../payments/reauth/ReauthPolling.ts`) or through a single rule the package exports
 * on its own (its `"exports"` map's other entries, such as `./payments/card-mask`: a rule
 * published so code can load it without its context), and the kernel imports nothing of the
 * domain outside itself. A module of the same context, and the kernel, are imported directly.
 *
 * The check reads (path, source) pairs, so probe modules show it failing; then the domain's
 * own modules must pass.
 */
import { readFileSync } from "node:fs"
import { dirname, join, normalize, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { repoFiles } from "./repoFiles.ts"

const src = join(import.meta.dirname, "../packages/domain/src")

/** The modules the package exports as single rules (paths relative to src/), not contexts' entries. */
const singleRules: ReadonlySet<string> = new Set(
  Object.values((JSON.parse(readFileSync(join(src, "..", "package.json"), "utf8")) as { exports: Record<string, { import: string }> }).exports)
    .map((entry) => entry.import.replace(/^\.\/src\//, ""))
    .filter((path) => path.includes("/") && !path.endsWith("/index.ts")),
)

/** Every relative import or re-export of a module, type-only ones included. */
const importsOf = (source: string): Array<string> =>
  [...source.matchAll(/^(?:import|export)\b[^"']*?from\s*["'](\.[^"']+)["']|\bimport\(\s*["'](\.[^"']+)["']\s*\)/gm)].map((match) => match[1] ?? match[2]!)

/** Each import that breaks the rule, as "module -> import: why". Paths are relative to the domain's src. */
export const importProblems = (modules: ReadonlyArray<{ readonly path: string; readonly source: string }>): Array<string> =>
  modules.flatMap(({ path, source }) => {
    const [context] = path.split("/")
    if (!path.includes("/")) return []
    return importsOf(source).flatMap((specifier) => {
      const target = normalize(join(dirname(path), specifier)).replaceAll("\\", "/")
      const [other] = target.split("/")
      if (context === "kernel" && other !== "kernel") return [`${path} -> ${specifier}: the kernel imports nothing of the domain`]
      if (other === context || other === "kernel" || target === `${other}/index.ts` || singleRules.has(target)) return []
      return [`${path} -> ${specifier}: another context is imported through its index (${other}/index.ts)`]
    })
  })

describe("imports between the domain's contexts", () => {
  it("fails on probe modules that reach into another context or out of the kernel", () => {
    expect(importProblems([
      { path: "help/giftcard/Probe.ts", source: `import type { PollPolicy } from "../../payments/reauth/ReauthPolling.ts"\n` },
      { path: "help/giftcard/Probe2.ts", source: `export { x } from "../../orders/OrderNumber.ts"\nconst y = () => import("../../site/Site.ts")\n` },
      { path: "kernel/Probe.ts", source: `import { siteCodes } from "../site/index.ts"\n` },
      // a single rule the package exports on its own may be imported directly
      { path: "orders/Probe.ts", source: `import { maskCardRuns } from "../payments/CardMask.ts"\n` },
      {
        path: "help/giftcard/Fine.ts",
        source: [
          `import { pollUntilSettled } from "../../ui/index.ts"`,
          `import { fieldsOf } from "../../kernel/Untrusted.ts"`,
          `import { helpCountry } from "../overview/HelpCountry.ts"`,
          `import { giftCardTimings } from "./GiftCardBalance.ts"`,
          `import * as Effect from "effect/Effect"`,
        ].join("\n"),
      },
    ])).toEqual([
      "help/giftcard/Probe.ts -> ../../payments/reauth/ReauthPolling.ts: another context is imported through its index (payments/index.ts)",
      "help/giftcard/Probe2.ts -> ../../orders/OrderNumber.ts: another context is imported through its index (orders/index.ts)",
      "help/giftcard/Probe2.ts -> ../../site/Site.ts: another context is imported through its index (site/index.ts)",
      "kernel/Probe.ts -> ../site/index.ts: the kernel imports nothing of the domain",
    ])
  })

  it("the domain's modules import other contexts through their index only", () => {
    const modules = repoFiles(src, (name) => name.endsWith(".ts")).map((file) => ({
      path: relative(src, file).replaceAll("\\", "/"),
      source: readFileSync(file, "utf8"),
    }))
    expect(modules.length).toBeGreaterThan(100)
    expect(importProblems(modules)).toEqual([])
  })
})
