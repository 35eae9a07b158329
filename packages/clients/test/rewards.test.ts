import { describe, expect, it } from "@effect/vitest"
import { clientsLayer, registeredVisitor, WalletPass } from "@outfitter/clients"
import { AjaxFailed, InvalidParams, missingAuthorizationMessage, Unauthorized } from "@outfitter/domain"
import { createFixtureFetch } from "@outfitter/fixtures/node"
import type { CookieJarFetchOptions } from "@outfitter/fixtures/testing"
import * as Effect from "effect/Effect"
import { http, HttpResponse } from "msw"
import { fixtureBrowser } from "./support.ts"

const apiRoot = "http://fixtures.outfitter.invalid/api"

const setup = (extraHandlers: CookieJarFetchOptions["extraHandlers"] = []) => {
  const b = fixtureBrowser({ extraHandlers })
  const layer = b.layer({ apiRoot, visitor: () => registeredVisitor, settings: {} })
  return { requests: b.requests, run: <A, E>(effect: Effect.Effect<A, E, WalletPass>) => Effect.provide(effect, layer) }
}

describe("WalletPass.create (loyalty-payments §5, §7)", () => {
  it.effect("posts /api/wallet/pass?filter=condensed with the ApplePass Authorization", () =>
    Effect.gen(function*() {
      const { requests, run } = setup()
      const form = yield* run(WalletPass.use((w) => w.create("abc")))
      expect(form).toEqual({ action: `${apiRoot}/wallet/pass/download`, userInfoToken: "uit-abc" })
      expect(requests).toHaveLength(1)
      expect(requests[0]!.method).toBe("POST")
      expect(requests[0]!.url).toBe(`${apiRoot}/wallet/pass?filter=condensed`)
      expect(requests[0]!.headers.get("authorization")).toBe("ApplePass abc")
    }))

  it.effect("the wallet form's target is the walletPassForm endpoint; the fixture answers the pass for the token", () =>
    Effect.gen(function*() {
      const layer = clientsLayer({
        apiRoot,
        fetch: createFixtureFetch(),
        visitor: () => ({ kind: "registered", isLoggedIn: true, isRemembered: false }),
        settings: {},
        endpoints: { walletPassForm: "https://wallet.example.test/pass/" },
      })
      const form = yield* Effect.provide(WalletPass.use((w) => w.create("abc")), layer)
      expect(form.action).toBe("https://wallet.example.test/pass")
      const fixtures = createFixtureFetch()
      const pass = yield* Effect.promise(() =>
        fixtures(`${apiRoot}/wallet/pass/download`, { method: "POST", body: new URLSearchParams({ userInfoToken: form.userInfoToken }) })
      )
      expect(pass.status).toBe(200)
      expect(pass.headers.get("content-type")).toBe("application/vnd.apple.pkpass")
      expect(pass.headers.get("content-disposition")).toContain("attachment")
      const refused = yield* Effect.promise(() =>
        fixtures(`${apiRoot}/wallet/pass/download`, { method: "POST", body: new URLSearchParams({ userInfoToken: "" }) })
      )
      expect(refused.status).toBe(400)
    }))

  it.effect("refuses without a token and makes no call", () =>
    Effect.gen(function*() {
      const { requests, run } = setup()
      for (const token of [undefined, "", "  "]) {
        const error = yield* Effect.flip(run(WalletPass.use((w) => w.create(token))))
        expect(error).toBeInstanceOf(InvalidParams)
        expect(error.message).toBe(missingAuthorizationMessage)
      }
      expect(requests).toHaveLength(0)
    }))

  it.effect("a 500 is AjaxFailed, a 401 Unauthorized, a malformed body AjaxFailed", () =>
    Effect.gen(function*() {
      const failed = yield* Effect.flip(setup().run(WalletPass.use((w) => w.create("fail-token"))))
      expect(failed).toBeInstanceOf(AjaxFailed)
      const unauthorized = yield* Effect.flip(
        setup([http.post("*/api/wallet/pass", () => new HttpResponse(null, { status: 401 }))]).run(WalletPass.use((w) => w.create("x"))),
      )
      expect(unauthorized).toBeInstanceOf(Unauthorized)
      const malformed = yield* Effect.flip(
        setup([http.post("*/api/wallet/pass", () => HttpResponse.json({ nope: 1 }))]).run(WalletPass.use((w) => w.create("x"))),
      )
      expect(malformed).toBeInstanceOf(AjaxFailed)
      expect(malformed.reason).toBe(2)
    }))
})
