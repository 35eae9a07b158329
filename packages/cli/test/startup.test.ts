/**
 * A command that names its clients (run.ts's `clients`) loads only those clients and the
 * rules they use: under Node every module an entry names is read, stripped and compiled,
 * which is most of a command's start-up time. Checked on the module URLs a real process
 * resolves (support/record-imports.ts), against a sandbox so the fixtures stay out.
 */
import { startSandbox } from "@outfitter/fixtures/sandbox"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runCliRecordingImports } from "./support/cli.ts"

/** Modules of the workspace packages, by package and path under src/. */
const workspaceModules = (imports: ReadonlyArray<string>, pkg: "domain" | "clients") =>
  imports.flatMap((url) => {
    const found = new RegExp(`[\\\\/]packages[\\\\/]${pkg}[\\\\/]src[\\\\/](.+)$`).exec(url)
    return found === null ? [] : [found[1]!.replaceAll("\\", "/")]
  })

/** Another context's clients or rules, or a package root (which names every context). */
const otherContexts = (paths: ReadonlyArray<string>) =>
  paths.filter((path) => path === "index.ts" || /^(addresses|help|loyalty|maps|payments|preferences|wallet|stores)\//.test(path))

let sandbox: Awaited<ReturnType<typeof startSandbox>>
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: "127.0.0.1" })
})
afterAll(async () => {
  await sandbox.close()
})

describe("a command loads the clients it names and their rules, nothing else", () => {
  it("`orders show` against an API root: the orders clients over the clients' base", async () => {
    const run = await runCliRecordingImports(["orders", "show", "10000016001", "--email", "registered@outfitter.test", "--api-root", sandbox.apiRoot])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout).toContain("Order 10000016001")
    const clients = workspaceModules(run.imports, "clients")
    expect(clients).toContain("orders/ReturnsService.ts")
    expect(otherContexts(clients)).toEqual([])
    // the domain's orders rules and the errors they share; of the session, stores and
    // payments contexts only the rules every call path needs, through their own entries
    // (the permission rules, the e-mail and password-form rules, the --store-id rule, the card
    // masking of the program's messages, the payment method's name and the card brand and
    // wallet names it reads), not the contexts' roots
    const domain = workspaceModules(run.imports, "domain")
    expect(domain).toContain("orders/index.ts")
    expect([...new Set(otherContexts(domain))].toSorted()).toEqual([
      "payments/CardBrand.ts",
      "payments/CardMask.ts",
      "payments/PaymentMethodName.ts",
      "stores/StoreId.ts",
      "wallet/WalletPayway.ts",
    ])
    expect([...new Set(domain.filter((path) => path.startsWith("session/")))].toSorted()).toEqual(["session/Permissions.ts", "session/password/Password.ts", "session/password/PasswordFormCountry.ts", "session/password/index.ts"])
  })

  it("a member command also loads the loyalty client its membership check calls (so the checks above can fail)", async () => {
    const run = await runCliRecordingImports(["loyalty", "points", "--member", "5001", "--api-root", sandbox.apiRoot, "--json"])
    expect(run.code).toBe(0)
    const clients = workspaceModules(run.imports, "clients")
    expect(clients).toContain("loyalty/Loyalty.ts")
    expect(otherContexts(clients)).not.toEqual([])
    expect(clients.filter((path) => path.startsWith("orders/"))).toEqual([])
  })
})
