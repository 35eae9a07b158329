import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  bankRefundCountries,
  bankRefundCountryOf,
  bankRefundErrorEvent,
  bankRefundFieldsByCountry,
  bankRefundInvalidMessage,
  type BankRefundCountry,
  type BankRefundField,
  validateBankRefund,
} from "../../../src/help/bankRefund/BankRefund.ts"

const common = { orderId: "10000001001", bankName: "Harbour Bank", bankBranchName: "Central", refundId: "RF-1" }
const valid: Record<Exclude<BankRefundCountry, "other">, Record<string, string>> & { other: Record<string, string> } = {
  CN: { ...common, fullName: "王小明", bankAccountNo: "622202123456", province: "广东", city: "深圳" },
  HK: { ...common, fullName: "Chan Tai Man", bankAccountNo: "012345678901", province: "Kowloon", city: "Mong Kok" },
  JP: { ...common, fullName: "ﾔﾏﾀﾞ ﾀﾛｳ", bankAccountNo: "1234567", branchCode: "001", bankCode: "0005", accountType: "普通" },
  other: { ...common, fullName: "Jane Doe", bankAccountNo: "GB00 1234" },
}

const invalidFields = (form: Record<string, unknown>, country: BankRefundCountry): ReadonlyArray<BankRefundField> => {
  const result = validateBankRefund(form, country)
  return Result.isFailure(result) ? result.failure.invalid : []
}

const chars = (n: number, c = "1") => c.repeat(n)

describe("the fields each country shows", () => {
  it.each([
    ["CN", ["orderId", "bankName", "bankBranchName", "refundId", "fullName", "bankAccountNo", "province", "city"]],
    ["HK", ["orderId", "bankName", "bankBranchName", "refundId", "fullName", "bankAccountNo", "province", "city"]],
    ["JP", ["orderId", "bankName", "bankBranchName", "refundId", "fullName", "bankAccountNo", "branchCode", "bankCode", "accountType"]],
    ["other", ["orderId", "bankName", "bankBranchName", "refundId", "fullName", "bankAccountNo"]],
  ] as const)("%s: %j", (country, fields) => {
    expect(bankRefundFieldsByCountry[country]).toEqual(fields)
  })
})

describe("bankRefundCountries", () => {
  it("lists every country with a form, then other, each with its fields", () => {
    expect(bankRefundCountries).toEqual(["CN", "JP", "HK", "other"])
    expect([...bankRefundCountries].sort()).toEqual(Object.keys(bankRefundFieldsByCountry).sort())
  })
})

describe("the visitor's country, from the geoLocation cookie (set from the IP), else the site's", () => {
  it.each([
    ["CN::", "US", "CN"],
    ["JP:13:100-0001", "AU", "JP"],
    ["hk", "US", "HK"],
    ["US::43215", "CN", "other"],
    [undefined, "CN", "CN"],
    [undefined, "AU", "other"],
    ["", "JP", "JP"],
    [42, "HK", "HK"],
  ] as const)("cookie %j on a %s site: %s", (cookie, site, country) => {
    expect(bankRefundCountryOf(cookie as never, site)).toBe(country)
  })
})

describe("valid forms send the country's fields, trimmed", () => {
  it.each(["CN", "HK", "JP", "other"] as const)("%s", (country) => {
    const padded = Object.fromEntries(Object.entries(valid[country]).map(([key, value]) => [key, ` ${value} `]))
    expect(validateBankRefund({ ...padded, branchCode: padded["branchCode"] ?? "999", province: padded["province"] ?? "x" }, country))
      .toEqual(Result.succeed(Object.fromEntries(bankRefundFieldsByCountry[country].map((field) => [field, valid[country][field]]))))
  })

  it("an empty orderId is left out; the other fields of other countries are not sent", () => {
    const result = validateBankRefund({ ...valid.CN, orderId: "  ", branchCode: "1" }, "CN")
    expect(Result.isSuccess(result) && Object.keys(result.success)).toEqual(["bankName", "bankBranchName", "refundId", "fullName", "bankAccountNo", "province", "city"])
  })
})

describe("the rules every country shares", () => {
  it.each(["CN", "HK", "JP", "other"] as const)("%s: orderId digits when given; bankName, bankBranchName, refundId required", (country) => {
    expect(invalidFields({ ...valid[country], orderId: "12a" }, country)).toEqual(["orderId"])
    expect(invalidFields({ ...valid[country], orderId: "-1" }, country)).toEqual(["orderId"])
    expect(invalidFields({ ...valid[country], orderId: "1.5" }, country)).toEqual(["orderId"])
    expect(invalidFields({ ...valid[country], orderId: undefined }, country)).toEqual([])
    expect(invalidFields({ ...valid[country], bankName: " " }, country)).toEqual(["bankName"])
    expect(invalidFields({ ...valid[country], bankBranchName: "" }, country)).toEqual(["bankBranchName"])
    expect(invalidFields({ ...valid[country], refundId: undefined }, country)).toEqual(["refundId"])
  })
})

describe("China", () => {
  it.each([
    ["王小明", true],
    ["欧阳娜娜", true],
    ["王 小明", false],
    ["王·小明", false],
    ["Wang", false],
    ["王1", false],
    ["", false],
  ])("fullName %j valid: %s", (fullName, ok) => {
    expect(invalidFields({ ...valid.CN, fullName }, "CN")).toEqual(ok ? [] : ["fullName"])
  })

  it.each([[11, false], [12, true], [20, true], [21, false]])("an account number of %i characters valid: %s", (n, ok) => {
    expect(invalidFields({ ...valid.CN, bankAccountNo: chars(n) }, "CN")).toEqual(ok ? [] : ["bankAccountNo"])
  })

  it("province and city required", () => {
    expect(invalidFields({ ...valid.CN, province: "", city: " " }, "CN")).toEqual(["province", "city"])
  })
})

describe("Japan", () => {
  it.each([
    ["ﾔﾏﾀﾞ ﾀﾛｳ", true],
    ["ﾔﾏﾀﾞ\u3000ﾀﾛｳ", true],
    ["ｼﾞｮﾝ･ｽﾐｽ", true], // U+FF65, the half-width middle dot, starts the range
    ["\uFF9F", true], // the range's last character
    ["\uFF64", false], // half-width punctuation before the range
    ["ﾔﾏﾀﾞ｡", false],
    ["ヤマダ", false], // full-width katakana
    ["山田", false],
    ["Yamada", false],
    ["\u3000", false],
  ])("fullName %j valid: %s", (fullName, ok) => {
    expect(invalidFields({ ...valid.JP, fullName }, "JP")).toEqual(ok ? [] : ["fullName"])
  })

  it.each([[6, false], [7, true], [20, true], [21, false]])("an account number of %i characters valid: %s", (n, ok) => {
    expect(invalidFields({ ...valid.JP, bankAccountNo: chars(n) }, "JP")).toEqual(ok ? [] : ["bankAccountNo"])
  })

  it.each([[0, false], [1, true], [3, true], [4, false]])("a branch code of %i characters valid: %s", (n, ok) => {
    expect(invalidFields({ ...valid.JP, branchCode: chars(n) }, "JP")).toEqual(ok ? [] : ["branchCode"])
  })

  it.each([[0, false], [1, true], [4, true], [5, false]])("a bank code of %i characters valid: %s", (n, ok) => {
    expect(invalidFields({ ...valid.JP, bankCode: chars(n) }, "JP")).toEqual(ok ? [] : ["bankCode"])
  })

  it("accountType required; province and city not asked", () => {
    expect(invalidFields({ ...valid.JP, accountType: "" }, "JP")).toEqual(["accountType"])
    expect(invalidFields({ ...valid.JP, province: "", city: "" }, "JP")).toEqual([])
  })
})

describe("Hong Kong", () => {
  it("fullName: any non-empty text", () => {
    expect(invalidFields({ ...valid.HK, fullName: "陳大文" }, "HK")).toEqual([])
    expect(invalidFields({ ...valid.HK, fullName: " " }, "HK")).toEqual(["fullName"])
  })

  it.each([[11, false], [12, true], [20, true], [21, false]])("an account number of %i characters valid: %s", (n, ok) => {
    expect(invalidFields({ ...valid.HK, bankAccountNo: chars(n, "８") }, "HK")).toEqual(ok ? [] : ["bankAccountNo"])
  })

  it("province and city required", () => {
    expect(invalidFields({ ...valid.HK, city: "" }, "HK")).toEqual(["city"])
  })
})

describe("other countries", () => {
  it("fullName and account number required, no length rule", () => {
    expect(invalidFields({ ...valid.other, fullName: "", bankAccountNo: "" }, "other")).toEqual(["fullName", "bankAccountNo"])
    expect(invalidFields({ ...valid.other, bankAccountNo: "1" }, "other")).toEqual([])
  })
})

describe("the errors", () => {
  it("every invalid field reads 'Invalid input'; the summary lists them in the form's order", () => {
    expect(validateBankRefund({ orderId: "x" }, "JP")).toEqual(Result.fail({
      fields: Object.fromEntries(bankRefundFieldsByCountry.JP.map((field) => [field, "Invalid input"])),
      invalid: bankRefundFieldsByCountry.JP,
      summary:
        "Invalid input: Order number, Bank name, Bank branch name, Refund ID, Account holder's full name, Bank account number, Branch code, Bank code, Account type",
    }))
    expect(bankRefundInvalidMessage).toBe("Invalid input")
  })

  test.prop([fc.dictionary(fc.constantFrom("orderId", "bankName", "fullName", "bankAccountNo", "city", "bankCode"), fc.anything()), fc.anything()])(
    "total: any form and country give details or a summary naming each invalid field",
    (form, country) => {
      const result = validateBankRefund(form, country as never)
      if (Result.isFailure(result)) {
        expect(result.failure.invalid.length).toBeGreaterThan(0)
        expect(Object.keys(result.failure.fields)).toEqual(result.failure.invalid)
        expect(result.failure.summary.startsWith("Invalid input: ")).toBe(true)
      } else expect(Object.values(result.success).every((value) => typeof value === "string")).toBe(true)
    },
  )

  test.prop([fc.string({ minLength: 1 }).filter((text) => text.trim() !== "" && !/^\p{Script=Han}+$/u.test(text.trim()))])(
    "a Chinese name with any non-Han character is refused",
    (fullName) => {
      expect(invalidFields({ ...valid.CN, fullName }, "CN")).toEqual(["fullName"])
    },
  )

  test.prop([fc.array(fc.integer({ min: 0xff65, max: 0xff9f }).map((code) => String.fromCodePoint(code)), { minLength: 1 })])(
    "any half-width katakana name is accepted in Japan",
    (letters) => {
      expect(invalidFields({ ...valid.JP, fullName: letters.join("") }, "JP")).toEqual([])
    },
  )
})

describe("the refusal's analytics event carries the service's message", () => {
  it.each([
    [{ _tag: "AjaxFailed", message: "Refund already submitted" }, "Refund already submitted"],
    [{ message: 42 }, ""],
    [null, ""],
    ["boom", ""],
  ])("%j", (error, message) => {
    expect(bankRefundErrorEvent(error)).toEqual({ type: "bank refund", name: "submitDetails:fail", message })
  })
})
