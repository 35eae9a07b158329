import { startSandbox } from "@outfitter/fixtures/sandbox"
import { createServer } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { spawn } from "node:child_process"
import { binPath, columbus, exitOf, firstLine, runCli, runProcess, startCli, whileSandboxServes } from "./support/cli.ts"

describe("outfitter sandbox", () => {
  it("prints the API root first, serves searches, and exits 0 on SIGTERM and SIGINT", async () => {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      const child = startCli(["sandbox", "--port", "0"])
      try {
        const apiRoot = await firstLine(child)
        expect(apiRoot).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/)
        const response = await fetch(`${apiRoot}/storelocator/search?latitude=39.9612&longitude=-82.9988&radius=25&radiusUOM=SMI`)
        expect(response.status).toBe(200)
        const body = (await response.json()) as { physicalStores: Array<unknown>; radius: number }
        expect(body.physicalStores.length).toBeGreaterThanOrEqual(12)
        child.kill(signal)
        expect(await exitOf(child)).toBe(0)
      } finally {
        child.kill("SIGKILL")
      }
    }
  })

  it("started through wrappers that do not pass SIGTERM on (npx pnpm: npm, shells, pnpm), it ends when they do and frees its port", async () => {
    // two shells that wait for their child, as npm's and pnpm's do; SIGTERM ends the outer one
    // only, and the sandbox's parent chain changes: it closes as on SIGTERM
    const inner = `"${process.execPath}" "${binPath}" sandbox --port 0 & echo "pid $!" >&2; wait $!`
    const wrapper = spawn("sh", ["-c", `sh -c '${inner}'; exit $?`], { stdio: ["ignore", "pipe", "pipe"] })
    let sandboxPid: number | undefined
    wrapper.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      const found = /pid (\d+)/.exec(chunk)
      if (found !== null) sandboxPid = Number(found[1])
    })
    try {
      const apiRoot = await firstLine(wrapper)
      expect((await fetch(`${apiRoot}/storelocator/10001`)).status).toBe(200)
      wrapper.kill("SIGTERM")
      expect(await exitOf(wrapper)).toBe(null)
      // the port is freed: connections are refused once the sandbox has closed
      let refused = false
      while (!refused) {
        refused = await fetch(`${apiRoot}/storelocator/10001`).then(
          (response) => response.body?.cancel().then(() => false) ?? false,
          () => true,
        )
        if (!refused) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(refused).toBe(true)
      expect(sandboxPid).toBeGreaterThan(1)
      // and its process has ended (signal 0 only asks whether it exists)
      let alive = true
      while (alive) {
        try {
          process.kill(sandboxPid!, 0)
          await new Promise((resolve) => setTimeout(resolve, 100))
        } catch {
          alive = false
        }
      }
      expect(alive).toBe(false)
    } finally {
      wrapper.kill("SIGKILL")
      if (sandboxPid !== undefined) {
        try {
          process.kill(sandboxPid, "SIGKILL")
        } catch {
          // already ended
        }
      }
    }
  }, 30_000)

  it("a port in use is a failure: message on stderr, exit 1", async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve))
    const address = blocker.address()
    const port = typeof address === "object" && address !== null ? address.port : 0
    try {
      const run = await runProcess(["sandbox", "--port", String(port)])
      expect(run.code).toBe(1)
      expect(run.stdout).toBe("")
      expect(run.stderr).toContain(`Port ${port}`)
      expect(run.stderr.trimEnd().split("\n")).toHaveLength(1)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })

  it("--cors-origin: pages on that origin may call it with credentials; others keep the wildcard", async () => {
    await whileSandboxServes(["--port", "0", "--cors-origin", "http://localhost:3000", "--cors-origin", "http://localhost:5173"], async (apiRoot) => {
      for (const origin of ["http://localhost:3000", "http://localhost:5173"]) {
        const response = await fetch(`${apiRoot}/storelocator/10001`, { headers: { Origin: origin } })
        expect(response.headers.get("access-control-allow-origin")).toBe(origin)
        expect(response.headers.get("access-control-allow-credentials")).toBe("true")
      }
      const other = await fetch(`${apiRoot}/storelocator/10001`, { headers: { Origin: "http://localhost:8080" } })
      expect(other.headers.get("access-control-allow-origin")).toBe("*")
      expect(other.headers.get("access-control-allow-credentials")).toBeNull()
    })
  })

  it.concurrent.each([
    ["--port", "70000"],
    ["--port", "-1"],
    ["--port", "http"],
    ["--cors-origin", "localhost:3000"],
    ["--cors-origin", "http://localhost:3000/app"],
  ])("an invalid %s (%s) is bad usage: exit 2, nothing started", async (flag, value) => {
    const run = await runCli(["sandbox", "--port", "0", flag, value])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain(flag)
  })
})

describe("embedded fixtures and --api-root <sandbox> print the same output", () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, host: "127.0.0.1" })
  })
  afterAll(async () => {
    await sandbox.close()
  })

  it.concurrent.each([
    ["search, table", ["stores", "search", ...columbus, "--radius", "25"]],
    ["search, json", ["stores", "search", ...columbus, "--radius", "900", "--json"]],
    ["search, metric site, brand filter", ["stores", "search", ...columbus, "--radius", "40", "--site", "ca", "--brand", "hol,kid"]],
    ["search, short sku", ["stores", "search", ...columbus, "--radius", "100", "--short-sku", "12345678", "--json"]],
    ["search by country", ["stores", "search", "--country", "US", "--max-items", "5"]],
    ["get, detail", ["stores", "get", "10001"]],
    ["get, json", ["stores", "get", "10002", "--json"]],
    ["unknown store", ["stores", "get", "98765"]],
    ["a 500", ["stores", "get", "99500"]],
    ["a malformed body", ["stores", "search", "--country", "XM"]],
    ["invalid input", ["stores", "search", ...columbus, "--brand", "nope"]],
  ])("%s", async (_name, args) => {
    const [embedded, live] = await Promise.all([runCli(args), runCli([...args, "--api-root", sandbox.apiRoot])])
    expect(live).toEqual(embedded)
    expect(embedded.stdout.length + embedded.stderr.length).toBeGreaterThan(0)
  })
})
