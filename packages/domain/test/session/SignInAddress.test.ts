/** The sign-in address a message that asks to sign in again links to, coming back where it was. */
import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { safeReturnPath, signInAddressFor, signInPath } from "../../src/session/SignInModal.ts"

describe("signInAddressFor", () => {
  it.each([
    ["/shop/us/account/orders/10000018001/payment", "/signin?returnTo=%2Fshop%2Fus%2Faccount%2Forders%2F10000018001%2Fpayment"],
    ["/shop/us/account?tab=1", "/signin?returnTo=%2Fshop%2Fus%2Faccount%3Ftab%3D1"],
    ["https://elsewhere.test/", signInPath],
    ["//elsewhere.test/", signInPath],
    ["", signInPath],
    [undefined, signInPath],
  ])("%j signs in at %j", (returnTo, address) => {
    expect(signInAddressFor(returnTo)).toBe(address)
  })

  test.prop([fc.anything()])("never throws; comes back only to a same-site path", (returnTo) => {
    const address = signInAddressFor(returnTo)
    const back = new URLSearchParams(address.split("?")[1] ?? "").get("returnTo")
    expect(address.startsWith(signInPath)).toBe(true)
    if (back !== null) expect(safeReturnPath(back)).toBe(back)
  })
})
