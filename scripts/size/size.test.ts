/**
 * What a frontend team pays, as budgets (gzip level 9, production builds of small consumer
 * apps; see measure.ts):
 *
 * - the provider and `useStoreSearch` cost at most 45 kB over React + TanStack Query, all of
 *   it loaded before the first render: no chunk is fetched later to answer the first query;
 * - every export of @outfitter/react-hooks kept costs at most 86 kB over the same. The
 *   budget grows only with a new context's hooks, by what they were measured to cost: it was
 *   65 kB through the order history (63.1 kB measured); the returns, payment
 *   re-authorisation and wallet hooks, with the checks that make every domain rule total,
 *   brought it to 74.1 kB (returns 5.2, saved cards with re-authorisation 9.7 together,
 *   wallet 3.0), and the help and enrolment hooks (gift cards, contact, marketing, fast
 *   enroll, bank refund: 7.6 together) to 80.8 kB. Besides a context's hooks, only a
 *   safeguard the hooks must carry moves it, by its measured cost: answers bounded in
 *   size, attachments judged by their content (1.7 kB of the two), lost answers settled by
 *   reading the order again, secrets cleared from the RegExp statics, and a time-out over
 *   a call's retries brought it to 84.7 kB; a refused session shown as signed out without
 *   touching the visitor's cookies, the request's cookies rendered on the server, and the
 *   sentence a hook outside its provider fails with (0.7 kB together) to 85.4 kB, so 86 kB.
 *   Any other change must fit the budget as it is;
 * - one domain rule alone costs at most 6 kB;
 * - importing every rule of a domain family brings none of Effect's Schema (the wire
 *   schemas live in their own modules; ruleFamilies.ts says what counts as a rule).
 *
 * `pnpm bench` prints the same figures as a table, with each hook's own cost.
 */
import { beforeAll, describe, expect, it } from "vitest"
import { type AppCost, everyHook, keepExports, kB, measureApp, oneRule, storeSearch, withQuery } from "./measure.ts"
import { isSchemaModule, isSchemaModuleFile, modulesImportingSchema, ruleFamilies } from "./ruleFamilies.ts"

const budget = (kilobytes: number) => kilobytes * 1024

describe("hooks over React + TanStack Query", () => {
  let base: AppCost
  beforeAll(async () => {
    base = await measureApp(withQuery)
  })

  it("the provider and useStoreSearch: at most 45 kB more, all in the first round trip", async () => {
    const app = await measureApp(storeSearch)
    expect(app.laterChunks, "chunks fetched after the first render").toEqual([])
    expect(app.firstLoad - base.total, `${kB(app.firstLoad)} against ${kB(base.total)}`).toBeLessThanOrEqual(budget(45))
  })

  it("every export of @outfitter/react-hooks kept: at most 86 kB more", async () => {
    const app = await measureApp(everyHook)
    expect(app.total - base.total, `${kB(app.total)} against ${kB(base.total)}`).toBeLessThanOrEqual(budget(86))
  })
})

describe("domain rules", () => {
  it("one rule alone (isDefaultAddress): at most 6 kB", async () => {
    const app = await measureApp(oneRule)
    expect(app.total, kB(app.total)).toBeLessThanOrEqual(budget(6))
  })

  it("only schema modules (…Schema.ts, …Schemas.ts, …Response.ts, …Body.ts) import Schema", () => {
    const importing = modulesImportingSchema()
    expect(importing.length, "the walk finds the schema modules").toBeGreaterThan(0)
    expect(importing.filter((module) => !isSchemaModuleFile(module))).toEqual([])
  })

  it("no rule family brings Schema, and no rule module exports a schema", async () => {
    const families = await ruleFamilies()
    // the families are the domain's context folders; a missing one means the walk broke
    expect(families.map(({ family }) => family)).toEqual(expect.arrayContaining(["addresses", "loyalty", "orders", "stores"]))
    expect(families.flatMap(({ schemasInRuleModules }) => schemasInRuleModules)).toEqual([])
    const withSchema: Array<string> = []
    for (const { family, rules } of families) {
      expect(rules.length, `${family} exports rules`).toBeGreaterThan(0)
      const app = await measureApp(keepExports(family, "@outfitter/domain", rules))
      const schemaModules = app.firstLoadModules.filter(isSchemaModule)
      if (schemaModules.length > 0) withSchema.push(family)
    }
    expect(withSchema).toEqual([])
  })

  it("the Schema check sees Schema when it is there", async () => {
    const app = await measureApp(keepExports("a wire schema", "@outfitter/domain", ["StoreSearchResponse"]))
    expect(app.firstLoadModules.filter(isSchemaModule).length).toBeGreaterThan(0)
  })
})
