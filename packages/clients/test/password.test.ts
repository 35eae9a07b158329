import { describe, expect, it } from "@effect/vitest"
import { PasswordService } from "@outfitter/clients"
import { passwordMessages } from "@outfitter/domain"
import * as Effect from "effect/Effect"
import { fixtureBrowser } from "./support.ts"

const apiRoot = "http://fixtures.outfitter.test/api"

const setup = (settings: { forgotPasswordUrl?: string } = {}) => {
  const b = fixtureBrowser()
  return { requests: b.requests, layer: b.layer({ apiRoot, visitor: () => b.visitor(false), settings }) }
}

describe("PasswordService.forgot (loyalty §7)", () => {
  it.effect("POSTs the e-mail to the default URL", () => {
    const { requests, layer } = setup()
    return Effect.gen(function*() {
      yield* PasswordService.use((service) => service.forgot(" ann@example.com "))
      expect(requests[0]?.url).toBe(`${apiRoot}/user/password/forgot`)
      expect(yield* Effect.promise(() => requests[0]!.json())).toEqual({ email: "ann@example.com" })
    }).pipe(Effect.provide(layer))
  })

  it.effect("uses the configured URL", () => {
    const { requests, layer } = setup({ forgotPasswordUrl: `${apiRoot}/user/password/forgot?x=1` })
    return Effect.gen(function*() {
      yield* PasswordService.use((service) => service.forgot("ann@example.com"))
      expect(requests[0]?.url).toBe(`${apiRoot}/user/password/forgot?x=1`)
    }).pipe(Effect.provide(layer))
  })

  it.effect("carries error[0].errorMessage on failure", () => {
    const { layer } = setup()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(PasswordService.use((service) => service.forgot("forgot-fails@outfitter.test")))
      expect(error.message).toBe("We could not send the reset e-mail. Please try again later.")
    }).pipe(Effect.provide(layer))
  })

  it.effect("refuses an invalid e-mail before any request", () => {
    const { requests, layer } = setup()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(PasswordService.use((service) => service.forgot("nope")))
      expect(error).toMatchObject({ _tag: "InvalidParams", message: passwordMessages.invalidEmail, field: "email" })
      expect(requests).toHaveLength(0)
    }).pipe(Effect.provide(layer))
  })
})
