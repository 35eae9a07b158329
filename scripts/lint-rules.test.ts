/**
 * The layering rules of docs/architecture.md, as the checked-in lint configuration
 * (.oxlintrc.json) enforces them, can fail: a storefront feature that imports another
 * feature's file other than its face (index.ts), src/ui/ or src/site/ importing a feature,
 * the domain importing any @outfitter package, the clients importing the hooks, the CLI or
 * the storefront, the hooks importing the CLI or the storefront, anything but the CLI and
 * the scripts importing the CLI. And an import of types only is written `import type`:
 * `import { type A }` leaves `import {} from "…"` behind, which still loads the module (and
 * everything it imports) when Node runs the source. And nothing names a private field of
 * React (`__react…`, `_valueTracker`: scripts/lint/reactInternals.ts). And no storefront
 * module is over 200 lines (`max-lines`).
 *
 * Small offending files are written at the repository's paths into a temporary folder that
 * holds a byte-for-byte copy of the configuration (its `overrides` globs are relative to
 * the configuration's folder), and oxlint runs there: the repository itself, which others
 * lint and type-check meanwhile, never sees them. Then the real tree must lint clean, with
 * oxlint's default rules plus this one.
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..")
const oxlint = join(root, "node_modules", "oxlint", "bin", "oxlint")

interface Report {
  readonly diagnostics: ReadonlyArray<{ readonly code: string; readonly message: string; readonly filename: string }>
  readonly number_of_rules: number
}

/** oxlint's JSON report on `dir`, run from `dir` with the configuration `config`. */
const lint = (dir: string, config: string): Report => {
  const run = spawnSync(process.execPath, [oxlint, "--config", config, "--format", "json", "."], { cwd: dir, encoding: "utf8" })
  expect(run.stderr).toBe("")
  return JSON.parse(run.stdout) as Report
}

/** Each probe file: its imports, and which of them the rules must refuse. */
const probes: Record<string, { readonly source: string; readonly refused: ReadonlyArray<string> }> = {
  "apps/storefront/src/features/home/Probe.tsx": {
    source: [
      `import { SignInForm } from "../session/SignInForm.tsx"`,
      `import { SignInModal } from "../session/index.ts"`,
      `import { StatefulButton } from "../../ui/StatefulButton.tsx"`,
      `import { useSite } from "../../site/useSite.ts"`,
      `import { HomePage } from "./HomePage.tsx"`,
      `import { program } from "@outfitter/cli"`,
      `export { OrderHistoryPanels } from "../orders/OrderHistory.tsx"`,
      `export const page = () => import("../stores/StoreFinderPage.tsx")`,
      `export const all = [SignInForm, SignInModal, StatefulButton, useSite, HomePage, program]`,
    ].join("\n"),
    refused: ["../session/SignInForm.tsx", "@outfitter/cli", "../orders/OrderHistory.tsx", "../stores/StoreFinderPage.tsx"],
  },
  "apps/storefront/src/features/loyalty/history/Probe.tsx": {
    source: [
      `import { OrderHistoryPanels } from "../../orders/OrderHistory.tsx"`,
      `import { faces } from "../../orders/index.ts"`,
      `import { RewardsPage } from "../rewards/RewardsPage.tsx"`,
      `import { AccountDialog } from "../../../ui/AccountDialog.tsx"`,
      `export const all = [OrderHistoryPanels, faces, RewardsPage, AccountDialog]`,
    ].join("\n"),
    refused: ["../../orders/OrderHistory.tsx"],
  },
  "apps/storefront/src/ui/Probe.tsx": {
    source: [`import { SignInModal } from "../features/session/index.ts"`, `import { motion } from "./motion.ts"`, `export const all = [SignInModal, motion]`].join("\n"),
    refused: ["../features/session/index.ts"],
  },
  "packages/domain/src/Probe.ts": {
    source: [
      `import { clientsLayer } from "@outfitter/clients"`,
      `import { handlers } from "@outfitter/fixtures/node"`,
      `import { Effect } from "effect"`,
      `import { site } from "./index.ts"`,
      `export const all = [clientsLayer, handlers, Effect, site]`,
    ].join("\n"),
    refused: ["@outfitter/clients", "@outfitter/fixtures/node"],
  },
  "packages/clients/src/Probe.ts": {
    source: [
      `import { useUser } from "@outfitter/react-hooks"`,
      `import { program } from "@outfitter/cli"`,
      `import { main } from "../../../apps/storefront/src/main.tsx"`,
      `import { storeCard } from "@outfitter/domain"`,
      `export const all = [useUser, program, main, storeCard]`,
    ].join("\n"),
    refused: ["@outfitter/react-hooks", "@outfitter/cli", "../../../apps/storefront/src/main.tsx"],
  },
  "packages/react-hooks/src/Probe.ts": {
    source: [
      `import { program } from "../../cli/src/program.ts"`,
      `import { storefront } from "@outfitter/storefront"`,
      `import { clientsLayer } from "@outfitter/clients"`,
      `export const all = [program, storefront, clientsLayer]`,
    ].join("\n"),
    refused: ["../../cli/src/program.ts", "@outfitter/storefront"],
  },
  "fixtures/src/Probe.ts": {
    source: [`import { program } from "@outfitter/cli"`, `import { storeCard } from "@outfitter/domain"`, `export const all = [program, storeCard]`].join("\n"),
    refused: ["@outfitter/cli"],
  },
  "packages/cli/src/Probe.ts": {
    source: [`import { program } from "@outfitter/cli"`, `export const all = [program]`].join("\n"),
    refused: [],
  },
  "packages/clients/src/TypeProbe.ts": {
    source: [`import { type Visitor } from "@outfitter/domain/session"`, `import type { SiteCode } from "@outfitter/domain/site"`, `export type All = [Visitor, SiteCode]`].join("\n"),
    refused: [],
  },
  "apps/storefront/src/InternalsProbe.ts": {
    source: [
      `const root = document.getElementById("root")!`,
      `export const fiber = Object.keys(root).find((key) => key.startsWith("__reactFiber$"))`,
      `export const tracker = (root as unknown as { _valueTracker?: unknown })._valueTracker`,
      `export const container = root[\`__reactContainer$\${fiber}\` as keyof HTMLElement]`,
      `export const fine = root.dataset["prerendered"]`,
    ].join("\n"),
    refused: [],
  },
  // a storefront module one line over the 200 the max-lines override allows; the same length elsewhere passes
  "apps/storefront/src/features/home/LongProbe.ts": {
    source: Array.from({ length: 201 }, (_, index) => `export const line${index} = ${index}`).join("\n"),
    refused: [],
  },
  "packages/domain/src/LongProbe.ts": {
    source: Array.from({ length: 201 }, (_, index) => `export const line${index} = ${index}`).join("\n"),
    refused: [],
  },
  "scripts/Probe.ts": {
    source: [`import * as programModule from "../packages/cli/src/program.ts"`, `export const all = [programModule]`].join("\n"),
    refused: [],
  },
}

describe("the lint rules of .oxlintrc.json", () => {
  let dir = ""

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "outfitter-lint-rules-"))
    writeFileSync(join(dir, ".oxlintrc.json"), readFileSync(join(root, ".oxlintrc.json")))
    writeFileSync(join(dir, "empty.json"), "{}\n")
    // the configuration's own plugins, at the paths it names them by
    const { jsPlugins = [] } = JSON.parse(readFileSync(join(root, ".oxlintrc.json"), "utf8")) as { jsPlugins?: ReadonlyArray<string> }
    for (const plugin of jsPlugins) {
      mkdirSync(dirname(join(dir, plugin)), { recursive: true })
      writeFileSync(join(dir, plugin), readFileSync(join(root, plugin)))
    }
    for (const [path, { source }] of Object.entries(probes)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), `${source}\n`)
    }
  })

  afterAll(() => {
    if (dir !== "") rmSync(dir, { recursive: true, force: true })
  })

  it("refuse a deep import into another feature and every import against the package layering, and nothing else", () => {
    const report = lint(dir, ".oxlintrc.json")
    const refused = report.diagnostics
      .filter(({ code }) => code === "eslint(no-restricted-imports)")
      .map(({ code, filename, message }) => `${code} ${filename} ${message.match(/^'([^']+)'/)?.[1]}`)
    const expected = Object.entries(probes).flatMap(([path, probe]) =>
      probe.refused.map((specifier) => `eslint(no-restricted-imports) ${path} ${specifier}`)
    )
    expect(refused.toSorted()).toEqual(expected.toSorted())
  })

  it("refuse an import of types only that is not written `import type`, and nothing else", () => {
    const report = lint(dir, ".oxlintrc.json")
    const refused = report.diagnostics
      .filter(({ code }) => !["eslint(no-restricted-imports)", "outfitter(no-react-internals)", "eslint(max-lines)"].includes(code))
      .map(({ code, filename }) => `${code} ${filename}`)
    expect(refused).toEqual(["typescript(no-import-type-side-effects) packages/clients/src/TypeProbe.ts"])
  })

  it("refuse every name, string and template text of React's private fields, and nothing else", () => {
    const report = lint(dir, ".oxlintrc.json")
    const refused = report.diagnostics
      .filter(({ code }) => code === "outfitter(no-react-internals)")
      .map(({ filename, message }) => `${filename} ${message.match(/^`([^`]+)`/)?.[1]}`)
    expect(refused.toSorted()).toEqual([
      "apps/storefront/src/InternalsProbe.ts __react",
      "apps/storefront/src/InternalsProbe.ts __react",
      "apps/storefront/src/InternalsProbe.ts _valueTracker",
      "apps/storefront/src/InternalsProbe.ts _valueTracker",
    ])
  })

  it("refuse a storefront module over 200 lines, and nothing else", () => {
    const report = lint(dir, ".oxlintrc.json")
    const refused = report.diagnostics.filter(({ code }) => code === "eslint(max-lines)").map(({ filename }) => filename)
    expect(refused).toEqual(["apps/storefront/src/features/home/LongProbe.ts"])
  })

  it("keep every rule oxlint enables by default and add the four", () => {
    expect(lint(dir, ".oxlintrc.json").number_of_rules).toBe(lint(dir, "empty.json").number_of_rules + 4)
  })

  it("pass on the real tree (the root package.json's lint script)", () => {
    const run = spawnSync("pnpm", ["run", "lint"], { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } })
    expect(run.stdout).toMatch(/Found 0 warnings and 0 errors\./)
    expect(run.status).toBe(0)
  }, 60_000)
})
