/**
 * Imports modules in this bare Node process (no DOM) and reports what they touched while
 * being imported: the browser globals (window, document, localStorage, sessionStorage,
 * location, navigator) and the clock (Date.now, `new Date()`, performance.now). A module
 * may do any of it inside a function it exports, never at import: server rendering and
 * tests import the packages where none of it exists or where its value is not yet the
 * page's. Frames inside node_modules are not ours and are not reported.
 *
 *   node scripts/import-time.ts <module URL>…   prints a JSON array of "what (by which stack)"
 */
const touched: Array<string> = []
let watching = true
const where = () =>
  (new Error().stack ?? "").split("\n").slice(3).find((line) => !line.includes("import-time.ts"))?.trim() ?? "?"
// a dependency's own feature test (TanStack Query's `typeof window`) is its business
const note = (what: string) => {
  if (!watching) return
  const at = where()
  if (!at.includes("/node_modules/")) touched.push(`${what} ${at}`)
}

for (const name of ["window", "document", "localStorage", "sessionStorage", "location", "navigator"] as const) {
  const original = Object.getOwnPropertyDescriptor(globalThis, name)
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      note(name)
      return original?.get ? original.get.call(globalThis) : original?.value
    },
  })
}

const RealDate = Date
const realNow = Date.now
Date.now = () => {
  note("Date.now()")
  return realNow()
}
globalThis.Date = new Proxy(RealDate, {
  construct(target, args: Array<never>) {
    if (args.length === 0) note("new Date()")
    return new target(...(args as []))
  },
})
const realPerformanceNow = performance.now.bind(performance)
performance.now = () => {
  note("performance.now()")
  return realPerformanceNow()
}

for (const url of process.argv.slice(2)) await import(url)
watching = false
process.stdout.write(JSON.stringify(touched))
export {}
