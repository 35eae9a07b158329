/**
 * Does an answer meet a step's expectation, and if not, where does it differ: the subset
 * match of `expect.success` and `expect.failure`, and the diff `outfitter replay` prints
 * (only the differing paths, expected beside actual).
 *
 * The subset rule: an expected object matches when every key it gives matches the
 * answer's value under that key, recursively; an expected array matches when the answer
 * is an array at least as long whose first elements match the expected ones, element by
 * element (each a subset in turn); anything else must be equal (`===`, so `"10001"` is
 * not `10001`). An expected empty object matches any object.
 *
 * What is printed never carries a card number, a CVV, a PIN or a password: values under
 * those keys are masked, and any run of 12 or more digits anywhere is shown as its last 4
 * ({@link maskSecrets}). A difference's values are masked by the key its path ends with,
 * in one place ({@link maskedDifference}) that every output (the lines, `--json`, the
 * JUnit XML) reads: `{ path: "form.cvv", expected: "737" }` is a CVV although the value
 * itself sits under no secret key.
 *
 * @since 0.1.0
 */
import { maskCardRuns, maskSecrets as maskSecretValues } from "@outfitter/domain/payments/card-mask"

/** One place the answer differs from the expectation. @category models */
export interface Difference {
  /** `physicalStores[0].storeNumber`; empty for the whole value. */
  readonly path: string
  readonly expected: unknown
  /** The answer's value there; {@link missing} when it has none. */
  readonly actual: unknown
}

/** The actual value of a path the answer does not have. @category constants */
export const missing: unique symbol = Symbol.for("outfitter/replay/missing")

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const child = (path: string, key: string | number): string =>
  typeof key === "number" ? `${path}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? (path === "" ? key : `${path}.${key}`) : `${path}[${JSON.stringify(key)}]`

/**
 * Where `actual` fails to contain `expected` (empty when it does).
 *
 * @example
 * import { subsetDifferences } from "@outfitter/cli"
 * subsetDifferences({ radius: 25, stores: [{ id: "1" }] }, { radius: 25, stores: [{ id: "1", name: "A" }, { id: "2" }] }) // => []
 * subsetDifferences({ radius: 10 }, { radius: 25 }) // => [{ path: "radius", expected: 10, actual: 25 }]
 * @category matching
 */
export const subsetDifferences = (expected: unknown, actual: unknown, path = ""): ReadonlyArray<Difference> => {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [{ path, expected, actual }]
    if (actual.length < expected.length) {
      return [{ path: `${path === "" ? "" : path}.length`.replace(/^\./, ""), expected: `at least ${expected.length}`, actual: actual.length }]
    }
    return expected.flatMap((item, index) => subsetDifferences(item, actual[index], child(path, index)))
  }
  if (isRecord(expected)) {
    if (!isRecord(actual)) return [{ path, expected, actual }]
    return Object.entries(expected).flatMap(([key, value]) =>
      Object.hasOwn(actual, key) ? subsetDifferences(value, actual[key], child(path, key)) : [{ path: child(path, key), expected: value, actual: missing }]
    )
  }
  return Object.is(expected, actual) ? [] : [{ path, expected, actual }]
}

/**
 * A value as it may be printed (the domain's rule): secrets as `****`, card-like runs as
 * their last 4.
 *
 * @category formatting
 */
export const maskSecrets: (value: unknown, key?: string) => unknown = maskSecretValues

/** The key a path ends with, array indexes skipped: `payments[0].cvv` and `cvv[1]` end with `cvv`. */
const lastKeyOf = (path: string): string =>
  path.split(/[.[\]"]+/).filter((part) => part !== "" && !/^\d+$/.test(part)).at(-1) ?? ""

/**
 * A difference as every output shows it: the path with card-like runs masked, the
 * expected and actual values masked by the key the path ends with ({@link maskSecrets});
 * {@link missing} stays as it is: `{ path: "payments[0].cvv", expected: "737" }` shows
 * `expected: "****"`.
 */
export const maskedDifference = ({ path, expected, actual }: Difference): Difference => {
  const key = lastKeyOf(path)
  return { path: maskCardRuns(path), expected: maskSecrets(expected, key), actual: actual === missing ? missing : maskSecrets(actual, key) }
}

/** A masked value on one line: JSON, `(missing)` for a path the answer does not have. */
const shown = (value: unknown): string => {
  if (value === missing) return "(missing)"
  if (value === undefined) return "undefined"
  const text = JSON.stringify(value) ?? String(value)
  return maskCardRuns(text.length > 200 ? `${text.slice(0, 197)}...` : text)
}

/**
 * The diff as text, one block per differing path:
 *
 * ```text
 * physicalStores[0].storeNumber
 *   expected: "10002"
 *   actual:   "10001"
 * ```
 *
 * @category formatting
 */
export const diffText = (differences: ReadonlyArray<Difference>): string =>
  differences
    .map(maskedDifference)
    .map(({ path, expected, actual }) => [path === "" ? "(the whole value)" : path, `  expected: ${shown(expected)}`, `  actual:   ${shown(actual)}`].join("\n"))
    .join("\n")
