// Builds client.js for the browser with Vite (the "browser" export condition, production,
// the package's sideEffects honoured), then runs the bundle: prints what it threw as JSON.
import { readdir } from "node:fs/promises"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { build } from "vite"

const outDir = join(import.meta.dirname, "dist-client")
await build({
  root: import.meta.dirname,
  logLevel: "silent",
  build: { outDir, emptyOutDir: true, rollupOptions: { input: join(import.meta.dirname, "client.js") } },
})
const chunks = (await readdir(join(outDir, "assets"))).filter((file) => file.endsWith(".js"))
let thrown
for (const chunk of chunks) {
  try {
    await import(pathToFileURL(join(outDir, "assets", chunk)).href)
  } catch (error) {
    thrown = error.message
  }
}
console.log(JSON.stringify({ chunks: chunks.length, thrown }))
