/**
 * Signing in like gh: `auth login` over a sandbox (the service's own sign-in call, over
 * HTTP, with the fixtures' password), the session kept per API root and site in
 * $XDG_CONFIG_HOME/outfitter (0600, never printed), `auth status` and `auth logout`; member
 * commands with and without a session; the API root's precedence (flag > env > config).
 */
import { siteStoreSettings } from "@outfitter/domain/site"
import { startSandbox } from "@outfitter/fixtures/sandbox"
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { login, cookieHeaderFrom } from "../src/commands/auth/login.ts"
import { refusedSessionMessage, unreachableWhat } from "../src/commands/auth/status.ts"
import { configDirOf } from "../src/config/ConfigDir.ts"
import { cookieHeaderOf, findSession, memberOfCookies, readSessions, saveSession } from "../src/config/Sessions.ts"
import { resolvedApiRoot } from "../src/options.ts"
import { memberFetch } from "../src/runtime.ts"
import { jsonError, runCli, usageText, whileSandboxServes } from "./support/cli.ts"
import { signedIn } from "./support/session.ts"
import { startStub, type StubService } from "./support/stub-service.ts"
import { fakeTerminal, runPiped } from "./support/terminal.ts"

const password = "outfitter"
const email = "registered@outfitter.test"

let sandbox: Awaited<ReturnType<typeof startSandbox>>
let live: StubService
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: "127.0.0.1" })
  // a service that is not a sandbox: it answers every call, the sandbox's control path with a 404
  live = await startStub(() => ({ status: 404, body: { error: [{ errorCode: "404", errorKey: "NOT_FOUND", errorMessage: "none" }] } }))
})
afterAll(async () => {
  await sandbox.close()
  await live.close()
})

/** A config home of its own: the environment of runs that share it. */
const freshHome = () => ({ XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), "outfitter-auth-")) })
const dirOf = (env: { readonly XDG_CONFIG_HOME: string }) => join(env.XDG_CONFIG_HOME, "outfitter")
const modeOf = (path: string) => statSync(path).mode & 0o777

describe("auth login --password-stdin over the sandbox", () => {
  it("signs in through the sign-in call, keeps the session 0600 in a 0700 directory, and never prints it", async () => {
    const env = freshHome()
    const run = await runPiped(["auth", "login", "--api-root", sandbox.apiRoot, "--email", email, "--password-stdin", "--verbose"], `${password}\n`, env)
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(`Signed in to ${sandbox.apiRoot} (site us) as member 5001 (${email})\n`)
    const session = findSession(dirOf(env), sandbox.apiRoot, "us")
    expect(session).toMatchObject({ member: "5001", email, site: "us" })
    expect(session?.cookie).toContain("WC_USERACTIVITY_5001=")
    expect(modeOf(join(dirOf(env), "sessions.json"))).toBe(0o600)
    expect(modeOf(dirOf(env))).toBe(0o700)
    expect(run.stdout + run.stderr).not.toContain("WC_USERACTIVITY")

    const status = await runCli(["auth", "status", "--json"], env)
    expect(status.code).toBe(0)
    expect(JSON.parse(status.stdout)).toEqual({ sessions: [{ apiRoot: sandbox.apiRoot, site: "us", member: "5001", email, signedInAt: session?.signedInAt }] })
    expect(status.stdout).not.toContain("WC_USERACTIVITY")
  }, 30_000)

  it("a wrong password is not authorised (exit 3), and nothing is kept", async () => {
    const env = freshHome()
    const run = await runPiped(["auth", "login", "--api-root", sandbox.apiRoot, "--email", email, "--password-stdin", "--json"], "wrong\n", env)
    expect(jsonError(run)).toEqual({ code: "not-authorised", message: "Sign-in refused: The e-mail address or password is incorrect.", exitCode: 3 })
    expect(readSessions(dirOf(env))).toEqual([])
  }, 30_000)
})

describe("auth login on a terminal", () => {
  it("asks for the e-mail, then the password without echo, and signs in", async () => {
    const env = freshHome()
    const terminal = fakeTerminal()
    const target = { apiRoot: sandbox.apiRoot, site: "uk" as const, timeout: undefined }
    const signingIn = login({ target, json: false, email: undefined, from: "prompt", configDir: dirOf(env) }, terminal)
    // the password's keys wait in the terminal until its prompt reads them
    terminal.type(`${email}\r`)
    terminal.type(`${password}\r`)
    const session = await signingIn
    expect(session).toMatchObject({ member: "5001", site: "uk" })
    const drawn = terminal.drawn()
    expect(drawn).toContain(email)
    expect(drawn.slice(drawn.indexOf("Password"))).toBe("Password (not shown as you type): \n")
    expect(terminal.rawModes).toEqual([true, false, true, false])
    // kept for the uk site only
    expect(findSession(dirOf(env), sandbox.apiRoot, "uk")).toBeDefined()
    expect(findSession(dirOf(env), sandbox.apiRoot, "us")).toBeUndefined()
  }, 30_000)

  it("Ctrl+C at a prompt is exit 130 and keeps nothing", async () => {
    const env = freshHome()
    const terminal = fakeTerminal()
    const target = { apiRoot: sandbox.apiRoot, site: "us" as const, timeout: undefined }
    const leaving = login({ target, json: false, email, from: "prompt", configDir: dirOf(env) }, terminal)
    terminal.type("outf\u0003")
    await expect(leaving).rejects.toMatchObject({ exitCode: 130, code: "interrupted" })
    expect(terminal.rawModes).toEqual([true, false])
    expect(readSessions(dirOf(env))).toEqual([])
  })

  it("off a terminal, without --password-stdin or --with-token, says which flag to pass (exit 2)", async () => {
    const run = await runCli(["auth", "login", "--api-root", sandbox.apiRoot], freshHome())
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("--password-stdin")
  })
})

describe("auth login --with-token", () => {
  it("keeps a browser's session once the user call knows it", async () => {
    const env = freshHome()
    const cookie = "userType=R; WC_PERSISTENT=10051; WC_USERACTIVITY_5006=5006%2C10051"
    const run = await runPiped(["auth", "login", "--api-root", sandbox.apiRoot, "--with-token", "--json"], `Cookie: ${cookie}\n`, env)
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ member: "5006", email: "store@outfitter.test" })
    expect(findSession(dirOf(env), sandbox.apiRoot, "us")?.cookie).toBe(cookie)
  }, 30_000)

  it("refuses a session the service does not know (exit 3) and text that is not a Cookie header (exit 2), quoting neither", async () => {
    const env = freshHome()
    const unknown = await runPiped(["auth", "login", "--api-root", sandbox.apiRoot, "--with-token"], "userType=R; secretvalue=1\n", env)
    expect(unknown.code).toBe(3)
    expect(unknown.stderr).not.toContain("secretvalue")
    const garbage = await runPiped(["auth", "login", "--api-root", sandbox.apiRoot, "--with-token"], "secret\u0001value\nmore\n", env)
    expect(garbage.code).toBe(2)
    expect(garbage.stderr).not.toContain("secret")
    expect(readSessions(dirOf(env))).toEqual([])
  }, 30_000)
})

describe("member commands and the session", () => {
  it("against a live service without a session: exit 3, saying how to sign in, and no member call", async () => {
    const before = live.requests.length
    const run = await runCli(["loyalty", "points", "--member", "5001", "--api-root", live.apiRoot, "--site", "uk", "--json"], freshHome())
    expect(jsonError(run)).toEqual({
      code: "not-authorised",
      message: `Not signed in to ${live.apiRoot} (site uk): sign in with outfitter auth login --api-root ${live.apiRoot} --site uk`,
      exitCode: 3,
    })
    // the sandbox probe only, never a call with made-up cookies
    expect(live.requests.slice(before).map((request) => request.path)).toEqual(["/__outfitter/scenario"])
  })

  it("against a live service with a session: its cookies, its member, no --member needed", async () => {
    const env = freshHome()
    const cookie = "userType=R; WC_PERSISTENT=10051; WC_USERACTIVITY_5001=5001%2C10051"
    const kept = await runPiped(["auth", "login", "--api-root", sandbox.apiRoot, "--with-token"], cookie, env)
    expect(kept.code).toBe(0)
    const run = await runCli(["loyalty", "points", "--api-root", sandbox.apiRoot, "--json"], env)
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ member: "5001" })
    const other = await runCli(["loyalty", "points", "--api-root", sandbox.apiRoot, "--member", "5002"], env)
    expect(other.code).toBe(2)
    expect(other.stderr).toContain("Signed in as member 5001, not 5002")
  }, 30_000)

  it("the sandbox without a session takes --member (made-up cookies); the embedded fixtures too", async () => {
    const env = freshHome()
    expect((await runCli(["loyalty", "points", "--member", "5002", "--api-root", sandbox.apiRoot, "--json"], env)).code).toBe(0)
    expect((await runCli(["loyalty", "points", "--member", "5002", "--json"], env)).code).toBe(0)
  })

  it("auth logout forgets the session; status then says how to sign in (exit 3)", async () => {
    const env = freshHome()
    await runPiped(["auth", "login", "--api-root", sandbox.apiRoot, "--email", email, "--password-stdin"], password, env)
    const out = await runCli(["auth", "logout", "--api-root", sandbox.apiRoot], env)
    expect(out).toMatchObject({ code: 0, stdout: `Signed out of ${sandbox.apiRoot} (site us)\n` })
    expect(readSessions(dirOf(env))).toEqual([])
    const status = await runCli(["auth", "status", "--api-root", sandbox.apiRoot], env)
    expect(status.code).toBe(3)
    expect(status.stderr).toContain(`outfitter auth login --api-root ${sandbox.apiRoot}`)
  }, 30_000)
})

describe("auth status with an API root asks the service whether it still accepts the session", () => {
  it("against a sandbox process: member 5001's session is accepted (exit 0); 5098, whom the service does not know, is refused (exit 3)", async () => {
    await whileSandboxServes(["--port", "0"], async (apiRoot) => {
      const accepted = freshHome()
      expect((await runPiped(["auth", "login", "--api-root", apiRoot, "--email", email, "--password-stdin"], password, accepted)).code).toBe(0)
      const since = findSession(dirOf(accepted), apiRoot, "us")?.signedInAt
      expect(await runCli(["auth", "status", "--api-root", apiRoot], accepted)).toEqual({
        code: 0,
        stdout: `Signed in to ${apiRoot} (site us) as member 5001 (${email}), since ${since} (accepted)\n`,
        stderr: "",
      })
      const json = await runCli(["auth", "status", "--api-root", apiRoot, "--json"], accepted)
      expect(JSON.parse(json.stdout)).toEqual({ sessions: [{ apiRoot, site: "us", member: "5001", email, signedInAt: since, accepted: true }] })
      expect(json.stdout).not.toContain("WC_USERACTIVITY")

      // the cookies a sign-in as 5098 would leave: a member id the service has no user for
      const unknown = freshHome()
      saveSession(dirOf(unknown), {
        apiRoot,
        site: "us",
        cookie: "userType=R; WC_PERSISTENT=10051; WC_USERACTIVITY_5098=5098%2C10051; fixtureSession=active",
        member: "5098",
        signedInAt: "",
      })
      const refused = await runCli(["auth", "status", "--api-root", apiRoot], unknown)
      expect(refused).toEqual({ code: 3, stdout: "", stderr: `${refusedSessionMessage({ apiRoot, site: "us" })}\n` })
      expect(refused.stderr).toContain(`sign in again with outfitter auth login --api-root ${apiRoot}`)
      // without an API root the kept sessions are listed from the file, nothing is asked
      expect((await runCli(["auth", "status"], unknown)).code).toBe(0)
    })
  }, 60_000)

  it("a service that cannot be reached is exit 1, naming it, the cause under --verbose; never a refusal", async () => {
    const apiRoot = "http://127.0.0.1:9/api"
    const run = await runCli(["auth", "status", "--api-root", apiRoot, "--timeout", "5", "--verbose"], signedIn(apiRoot, "5001"))
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr.startsWith(`${unreachableWhat(apiRoot)}: `)).toBe(true)
    expect(run.stderr.split("\n").length).toBeGreaterThan(2)
  }, 30_000)

  it("a service that answers the user call with 404 is a failure to check it (exit 1), not a refusal", async () => {
    const run = await runCli(["auth", "status", "--api-root", live.apiRoot], signedIn(live.apiRoot, "5001"))
    expect(run.code).toBe(1)
    expect(run.stderr.startsWith(`${unreachableWhat(live.apiRoot)}: `)).toBe(true)
  })
})

describe("the API root: --api-root > OUTFITTER_API_ROOT > the config's api-root", () => {
  it.each([
    ["flag", "http://flag.example/api", { OUTFITTER_API_ROOT: "http://env.example/api" }, "http://flag.example/api"],
    ["env", undefined, { OUTFITTER_API_ROOT: "http://env.example/api" }, "http://env.example/api"],
    ["empty env", undefined, { OUTFITTER_API_ROOT: " " }, "http://config.example/api"],
    ["config", undefined, {}, "http://config.example/api"],
  ] as const)("%s", async (_name, flag, env, expected) => {
    const home = freshHome()
    const set = await runCli(["config", "set", "api-root", "http://config.example/api"], home)
    expect(set.code).toBe(0)
    expect(resolvedApiRoot(flag, { ...home, ...env })).toBe(expected)
  })

  it("nothing anywhere is the embedded fixtures", () => {
    expect(resolvedApiRoot(undefined, freshHome())).toBeUndefined()
  })

  it("config set checks the value as --api-root does, get and list read it, unset removes it; the file is 0600", async () => {
    const home = freshHome()
    const refused = await runCli(["config", "set", "api-root", "http://user:secret@shop.example/api"], home)
    expect(refused.code).toBe(2)
    expect(refused.stderr).not.toContain("secret")
    expect((await runCli(["config", "set", "colour", "red"], home)).code).toBe(2)
    expect((await runCli(["config", "set", "api-root", sandbox.apiRoot], home)).code).toBe(0)
    expect(modeOf(join(dirOf(home), "config.json"))).toBe(0o600)
    expect(await runCli(["config", "get", "api-root"], home)).toMatchObject({ code: 0, stdout: `${sandbox.apiRoot}\n` })
    // every key a line, the unset ones (doctor's ids) with nothing after =
    const listed = await runCli(["config", "list"], home)
    expect(listed.code).toBe(0)
    expect(listed.stdout.split("\n").filter((line) => !/^doctor-[a-z-]+=$/.test(line))).toEqual([`api-root=${sandbox.apiRoot}`, ""])
    // a command with no --api-root now goes to the sandbox: order 10000016001 is answered there
    const shown = await runCli(["stores", "get", "10001", "--json"], home)
    expect(shown.code).toBe(0)
    expect((await runCli(["config", "unset", "api-root"], home)).code).toBe(0)
    expect((await runCli(["config", "get", "api-root"], home)).code).toBe(1)
    expect(JSON.parse(readFileSync(join(dirOf(home), "config.json"), "utf8"))).toEqual({})
  })

  it("a bad OUTFITTER_API_ROOT is named in its message (exit 2)", async () => {
    const run = await runCli(["stores", "get", "10001"], { ...freshHome(), OUTFITTER_API_ROOT: "ftp://x" })
    expect(run).toMatchObject({ code: 2, stderr: usageText("stores get", "OUTFITTER_API_ROOT must be an http(s) URL, got 'ftp://x'") })
  })
})

describe("a config file that cannot be used", () => {
  const withConfig = (text: string) => {
    const home = freshHome()
    mkdirSync(dirOf(home), { recursive: true })
    writeFileSync(join(dirOf(home), "config.json"), text)
    return home
  }
  const fix = "fix it with outfitter config set api-root <url> or outfitter config unset api-root"
  const show = ["orders", "show", "10000016001", "--email", email]

  it.each([
    ["an api-root that is not a URL", `{"api-root":"nope"}`, (path: string) => `api-root in ${path} must be an http(s) URL, got 'nope': ${fix}`],
    ["a file that is not JSON", "{not json", (path: string) => `${path} is not valid JSON: ${fix}`],
    ["a file that is not an object", "[1]", (path: string) => `${path} is not a JSON object: ${fix}`],
    ["an api-root that is not text", `{"api-root":4010}`, (path: string) => `${path} has a value for api-root that is not text: ${fix}`],
  ])("%s: a command that would read it names the file and the fix in one line, exit 2, nothing on stdout", async (_name, text, message) => {
    const home = withConfig(text)
    const expected = message(join(dirOf(home), "config.json"))
    expect(await runCli(show, home)).toEqual({ code: 2, stdout: "", stderr: `${expected}\n` })
    expect(jsonError(await runCli([...show, "--json"], home))).toEqual({ code: "bad-config", message: expected, exitCode: 2 })
    // --api-root and OUTFITTER_API_ROOT come first: the file is not read then
    expect((await runCli(["stores", "get", "10001", "--api-root", sandbox.apiRoot], home)).code).toBe(0)
    expect((await runCli(["stores", "get", "10001"], { ...home, OUTFITTER_API_ROOT: sandbox.apiRoot })).code).toBe(0)
  })

  it("the config commands, --help, --version, help, completion and auth logout work whatever it holds, and config set or unset fix it", async () => {
    for (const text of [`{"api-root":"nope"}`, "{not json"]) {
      const home = withConfig(text)
      for (const args of [["config", "list"], ["--help"], ["--version"], ["help", "orders", "show"], ["orders", "show", "--help"], ["completion", "bash"], ["auth", "logout", "--api-root", sandbox.apiRoot]]) {
        const run = await runCli(args, home)
        expect({ args, code: run.code, stderr: run.stderr }).toEqual({ args, code: 0, stderr: "" })
      }
      expect((await runCli(["config", "unset", "api-root"], home)).code).toBe(0)
      expect((await runCli(show, home)).code).toBe(0)
      const again = withConfig(text)
      expect((await runCli(["config", "set", "api-root", sandbox.apiRoot], again)).code).toBe(0)
      expect((await runCli(["stores", "get", "10001", "--json"], again)).code).toBe(0)
    }
    const kept = withConfig(`{"api-root":"nope"}`)
    expect(await runCli(["config", "get", "api-root"], kept)).toMatchObject({ code: 0, stdout: "nope\n" })
  }, 30_000)
})

describe("the config directory and the session's cookies", () => {
  it.each([
    [{ XDG_CONFIG_HOME: "/x/y", HOME: "/h" }, "/x/y/outfitter"],
    [{ XDG_CONFIG_HOME: "relative", HOME: "/h" }, "/h/.config/outfitter"],
    [{ HOME: "/h" }, "/h/.config/outfitter"],
  ])("%j is %s", (env, dir) => {
    expect(configDirOf(env)).toBe(dir)
  })

  it("Set-Cookie lines make the Cookie header a browser sends; cleared ones are left out", () => {
    expect(cookieHeaderOf(["a=1; Path=/", "WC_USERACTIVITY_5001=5001%2C10051; Path=/", "old=; Max-Age=0", "b=2; Max-Age=0", "a=3"]))
      .toBe("a=3; WC_USERACTIVITY_5001=5001%2C10051")
  })

  it("the member is the activity cookie's id; the anonymous one is none", () => {
    expect(memberOfCookies("userType=R; WC_USERACTIVITY_5001=5001%2C10051")).toBe("5001")
    expect(memberOfCookies("WC_USERACTIVITY_-1002=-1002")).toBeUndefined()
    expect(cookieHeaderFrom("cookie: a=1;  b=2 \n")).toBe("a=1; b=2")
    expect(() => cookieHeaderFrom("no pairs here")).toThrow()
  })
})

describe("each --site names its own store", () => {
  it("the cn site's wallet calls go to the cn store's path, the US site's to 10051", async () => {
    const before = live.requests.length
    await runCli(["wallet", "status", "10000016009", "--site", "cn", "--api-root", live.apiRoot], freshHome())
    await runCli(["wallet", "status", "10000016009", "--api-root", live.apiRoot], freshHome())
    const paths = live.requests.slice(before).map((request) => request.path).filter((path) => path.startsWith("/wosai/"))
    expect(paths).toEqual(["/wosai/10057/payment/status/10000016009", "/wosai/10051/payment/status/10000016009"])
  })

  it("the made-up member cookies name the site's store", async () => {
    let cookie = ""
    const recording: typeof globalThis.fetch = async (input, init) => {
      cookie = new Request(input, init).headers.get("cookie") ?? ""
      return new Response("{}")
    }
    await memberFetch("5001", recording, siteStoreSettings("uk").storeId)("http://fixtures.example/api/loyalty/info")
    expect(cookie).toBe("userType=R; WC_USERACTIVITY_5001=5001%2C10053")
  })
})
