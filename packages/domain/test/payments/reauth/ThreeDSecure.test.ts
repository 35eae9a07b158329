/**
 * Whom the payment page believes (the 3-D Secure message's origin and words) and where it
 * goes (the frame and PayPal addresses from an answer), loyalty-payments §4.
 */
import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { defaultStoreSettings } from "../../../src/site/StoreSettings.ts"
import { reauthMessages } from "../../../src/payments/reauth/ReauthFailure.ts"
import { httpOrigin } from "../../../src/site/Redirect.ts"
import {
  isAllowedOrigin,
  providerTarget,
  readThreeDSMessage,
  userInteractionRequired,
} from "../../../src/payments/reauth/ThreeDSecure.ts"

const allowed = ["https://3ds.example", "https://eu.3ds.example:8443", "http://127.0.0.1:4022"]

describe("the configured provider origins", () => {
  it("are three by default (integration, EU, US), all https", () => {
    expect(defaultStoreSettings.paymentProviderOrigins).toHaveLength(3)
    for (const origin of defaultStoreSettings.paymentProviderOrigins) expect(httpOrigin(origin)).toMatch(/^https:\/\//)
    expect(defaultStoreSettings.paypalRedirectOrigins.every((origin) => origin.startsWith("https://"))).toBe(true)
  })
})

describe("isAllowedOrigin", () => {
  it.each([
    ["https://3ds.example", true],
    ["https://eu.3ds.example:8443", true],
    ["http://127.0.0.1:4022", true],
    ["http://3ds.example", false],
    ["https://3ds.example:444", false],
    ["https://eu.3ds.example", false],
    ["https://3ds.example.evil.test", false],
    ["https://evil.test", false],
    ["http://127.0.0.1:4023", false],
    ["null", false],
    ["", false],
    ["https://3ds.example/", false],
  ])("%s: %s", (origin, expected) => {
    expect(isAllowedOrigin(origin, allowed)).toBe(expected)
  })

  it("reads a configured entry as an origin (a path or default port on it is dropped); an entry that is no address is ignored", () => {
    expect(isAllowedOrigin("https://3ds.example", ["https://3ds.example:443/challenge"])).toBe(true)
    expect(isAllowedOrigin("https://3ds.example", ["3ds.example", "*", "javascript:alert(1)"])).toBe(false)
    expect(isAllowedOrigin("https://3ds.example", "https://3ds.example" as never)).toBe(false)
  })

  test.prop([fc.webUrl()])("an origin not configured is never allowed", (url) => {
    const origin = new URL(url).origin
    fc.pre(!allowed.includes(origin))
    expect(isAllowedOrigin(origin, allowed)).toBe(false)
  })
})

describe("readThreeDSMessage", () => {
  const from = (origin: string, data: unknown) => readThreeDSMessage({ origin, data }, allowed)

  it.each([
    [userInteractionRequired],
    ["user_interaction_required"],
    [{ status: "USER_INTERACTION_REQUIRED" }],
    [{ type: "USER_INTERACTION_REQUIRED", orderId: "3DS-1" }],
    [JSON.stringify({ status: "USER_INTERACTION_REQUIRED" })],
  ])("from an allowed origin, %j says user interaction is required", (data) => {
    expect(from("https://3ds.example", data)).toBe("userInteractionRequired")
  })

  it("the same words from any other origin are ignored", () => {
    expect(from("https://evil.test", userInteractionRequired)).toBe("ignored")
    expect(from("null", { status: userInteractionRequired })).toBe("ignored")
  })

  it.each([["COMPLETE"], [{ status: "DONE" }], [42], [null], [["USER_INTERACTION_REQUIRED"]], ["{not json"], [JSON.stringify("USER_INTERACTION_REQUIRED")]])(
    "any other message from an allowed origin is ignored: %j",
    (data) => {
      expect(from("https://3ds.example", data)).toBe("ignored")
    },
  )

  test.prop([fc.anything(), fc.anything()])("any event and list at all gives an answer, never a throw", (event, list) => {
    expect(["userInteractionRequired", "ignored"]).toContain(readThreeDSMessage(event as never, list as never))
  })
})

describe("providerTarget: an address from an answer is loaded or followed only on the allow-list", () => {
  it.each([
    ["https://3ds.example/challenge/3DS-1", "https://3ds.example/challenge/3DS-1"],
    ["  https://3ds.example/c?x=1  ", "https://3ds.example/c?x=1"],
    ["https://eu.3ds.example:8443/c", "https://eu.3ds.example:8443/c"],
    ["http://127.0.0.1:4022/api/payment-service/3ds/challenge/3DS-1", "http://127.0.0.1:4022/api/payment-service/3ds/challenge/3DS-1"],
  ])("%s is allowed", (address, href) => {
    expect(providerTarget(address, allowed, "frame")).toEqual(Result.succeed(href))
  })

  it.each([
    ["https://evil.test/challenge", "https://evil.test"],
    ["http://3ds.example/challenge", "http://3ds.example"],
    ["https://3ds.example@evil.test/", "https://evil.test"],
    ["https://user:secret@3ds.example/", "https://3ds.example"],
    ["javascript:alert(1)", undefined],
    ["data:text/html,<script>alert(1)</script>", undefined],
    ["/api/payment-service/3ds/challenge/1", undefined],
    ["//evil.test/x", undefined],
    ["", undefined],
  ])("%s is refused, with the general message", (address, origin) => {
    const refused = providerTarget(address, allowed, "paypal")
    expect(Result.isFailure(refused)).toBe(true)
    if (Result.isSuccess(refused)) return
    expect(refused.failure).toMatchObject({ _tag: "ReauthTargetRefused", target: "paypal", message: reauthMessages.general })
    expect(refused.failure.origin).toBe(origin)
    expect(JSON.stringify(refused.failure)).not.toContain("secret")
  })

  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true })])("an address on another origin is always refused", (url) => {
    fc.pre(!allowed.includes(new URL(url).origin))
    expect(Result.isFailure(providerTarget(url, allowed, "frame"))).toBe(true)
  })

  test.prop([fc.anything(), fc.anything()])("anything at all gives a Result, never a throw", (address, list) => {
    expect(Result.isResult(providerTarget(address, list as never, "frame"))).toBe(true)
  })
})
