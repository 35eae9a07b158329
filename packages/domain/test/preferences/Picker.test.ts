import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  clampPickerInput,
  filterPickerItems,
  matchTypedText,
  mayOpenSuggestions,
  pickerErrorKeys,
  pickerErrorMessages,
  pickerLabel,
  PickerSelectionRequired,
  pickerSelectionRequired,
  resolvePickerSelection,
} from "../../src/preferences/Picker.ts"
import { canada, chinese, english, eur, french, gbp, german, germany, options, spanish, unitedStates, usd } from "./examples.ts"

const { countries, languages } = options
const currencies = [usd, eur, gbp]

describe("filterPickerItems (platform §5, case-insensitive substring)", () => {
  it("filters countries by name or code", () => {
    expect(filterPickerItems("country", countries, "UNITED").map((c) => c.countryCode)).toEqual(["US", "AE"])
    expect(filterPickerItems("country", countries, "de")).toEqual([germany])
    expect(filterPickerItems("country", countries, "ca")).toEqual([canada])
    // iso (three-letter) is not one of the fields
    expect(filterPickerItems("country", countries, "usa")).toEqual([])
  })
  it("filters languages by name, locale or code", () => {
    expect(filterPickerItems("language", languages, "deutsch")).toEqual([german])
    expect(filterPickerItems("language", languages, "fr-fr")).toEqual([french])
    expect(filterPickerItems("language", languages, "ES_es")).toEqual([spanish])
    expect(filterPickerItems("language", languages, "zh")).toEqual([chinese])
  })
  it("filters currencies by iso or name", () => {
    expect(filterPickerItems("currency", currencies, "gb")).toEqual([gbp])
    expect(filterPickerItems("currency", currencies, "dollar")).toEqual([usd])
    expect(filterPickerItems("currency", currencies, "$")).toEqual([])
  })
  it("keeps everything for empty or blank text", () => {
    expect(filterPickerItems("country", countries, "")).toEqual(countries)
    expect(filterPickerItems("country", countries, "   ")).toEqual(countries)
  })
  test.prop([fc.string({ maxLength: 60 })])("never throws and only narrows", (text) => {
    const filtered = filterPickerItems("language", languages, text)
    expect(filtered.every((language) => languages.includes(language))).toBe(true)
  })
})

describe("matchTypedText (exact, case-insensitive)", () => {
  it("matches a country or language name exactly", () => {
    expect(matchTypedText("country", countries, "united states")).toBe(unitedStates)
    expect(matchTypedText("country", countries, "United")).toBeUndefined()
    expect(matchTypedText("country", countries, "US")).toBeUndefined()
    expect(matchTypedText("language", languages, "ENGLISH")).toBe(english)
  })
  it("matches a currency by iso, not by name", () => {
    expect(matchTypedText("currency", currencies, "eur")).toBe(eur)
    expect(matchTypedText("currency", currencies, "Euro")).toBeUndefined()
  })
})

describe("resolvePickerSelection", () => {
  const failureOf = <A>(result: Result.Result<A, PickerSelectionRequired>) => {
    if (Result.isSuccess(result)) throw new Error("expected the required error")
    return result.failure
  }

  it("accepts a clicked item whose label is still in the input", () => {
    expect(resolvePickerSelection({ kind: "country", items: countries, text: "Canada", clicked: canada })).toEqual(Result.succeed(canada))
  })
  it("matches typed text when the clicked label was edited", () => {
    expect(resolvePickerSelection({ kind: "country", items: countries, text: "germany", clicked: canada }))
      .toEqual(Result.succeed(germany))
  })
  it("gives the country required error for an unmatched or empty country", () => {
    for (const text of ["Atlantis", "", "  ", "Cana"]) {
      const error = failureOf(resolvePickerSelection({ kind: "country", items: countries, text }))
      expect(error).toBeInstanceOf(PickerSelectionRequired)
      expect(error.errorKey).toBe("search-location-error")
      expect(error.message).toBe("Select a country from the list")
    }
  })
  it("gives the language key for languages and currencies", () => {
    expect(failureOf(resolvePickerSelection({ kind: "language", items: languages, text: "Klingon" })).errorKey).toBe("search-language-error")
    expect(failureOf(resolvePickerSelection({ kind: "currency", items: currencies, text: "Dollar" })).message)
      .toBe(pickerErrorMessages["search-language-error"])
    expect(pickerErrorKeys).toEqual({ country: "search-location-error", language: "search-language-error", currency: "search-language-error" })
  })
  it("rejects text over 50 characters even with a clicked item (maxlength 50)", () => {
    const long = { ...canada, name: "C".repeat(51) }
    expect(Result.isFailure(resolvePickerSelection({ kind: "country", items: [long], text: long.name, clicked: long }))).toBe(true)
    const fifty = { ...canada, name: "C".repeat(50) }
    expect(resolvePickerSelection({ kind: "country", items: [fifty], text: fifty.name })).toEqual(Result.succeed(fifty))
  })
  it("ignores a clicked item that is not on offer", () => {
    expect(Result.isFailure(resolvePickerSelection({ kind: "country", items: [unitedStates], text: "Canada", clicked: canada }))).toBe(true)
  })
  test.prop([fc.string({ maxLength: 80 })])("never throws: a match is always an item whose name equals the text", (text) => {
    const result = resolvePickerSelection({ kind: "country", items: countries, text })
    if (Result.isSuccess(result)) expect(result.success.name.toLowerCase()).toBe(text.trim().toLowerCase())
    else expect(result.failure.errorKey).toBe("search-location-error")
  })
})

describe("input limits", () => {
  it("opens suggestions only from the minimum length of 1", () => {
    expect(mayOpenSuggestions("")).toBe(false)
    expect(mayOpenSuggestions("a")).toBe(true)
  })
  it("clamps to 50 characters", () => {
    expect(clampPickerInput("x".repeat(49))).toHaveLength(49)
    expect(clampPickerInput("x".repeat(50))).toHaveLength(50)
    expect(clampPickerInput("x".repeat(51))).toHaveLength(50)
  })
})

describe("items, text and submissions of the wrong type", () => {
  it("offer only object items, and read a field that is not text as empty", () => {
    expect(filterPickerItems("currency", [null, usd, { iso: 5 }] as never, "")).toEqual([usd, { iso: 5 }])
    expect(filterPickerItems("currency", [null, usd, { iso: 5 }] as never, "us")).toEqual([usd])
    expect(filterPickerItems("country", "US" as never, "us")).toEqual([])
    expect(matchTypedText("country", [null, unitedStates] as never, "united states")).toBe(unitedStates)
    expect(matchTypedText("country", [unitedStates], 5 as never)).toBeUndefined()
  })
  it("require a selection for a submission that is not an object, as a country picker", () => {
    const result = resolvePickerSelection(null as never)
    expect(Result.isFailure(result) && result.failure).toMatchObject({ kind: "country", errorKey: pickerErrorKeys.country })
  })
  it("keep text that is not a string empty", () => {
    expect(mayOpenSuggestions(undefined as never)).toBe(false)
    expect(clampPickerInput(12345 as never)).toBe("")
  })
})

describe("pickerLabel and pickerSelectionRequired", () => {
  it("labels a country and a language by name, a currency by code and name", () => {
    expect(pickerLabel("country", germany)).toBe("Germany")
    expect(pickerLabel("language", chinese)).toBe("中文")
    expect(pickerLabel("currency", gbp)).toBe("GBP Pound Sterling")
  })

  it("a field that is no text shows as empty, an item that is no object as nothing", () => {
    expect(pickerLabel("country", { ...germany, name: 12 } as never)).toBe("")
    expect(pickerLabel("currency", { iso: "EUR", name: null } as never)).toBe("EUR ")
    expect(pickerLabel("language", null as never)).toBe("")
  })

  it.each([
    ["country", "search-location-error", "Select a country from the list"],
    ["language", "search-language-error", "Select a language or currency from the list"],
    ["currency", "search-language-error", "Select a language or currency from the list"],
  ] as const)("nothing chosen in the %s picker is %s: %j", (kind, errorKey, message) => {
    expect(pickerSelectionRequired(kind)).toMatchObject({ _tag: "PickerSelectionRequired", kind, errorKey, message })
  })

  it("a kind that is none of the three is read as the country picker", () => {
    for (const hostile of ["Language", "", null, 3]) expect(pickerSelectionRequired(hostile as never)).toMatchObject({ kind: "country", errorKey: "search-location-error" })
  })
})
