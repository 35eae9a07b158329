import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import type { Plugin } from "vite"
import { defineConfig } from "vitest/config"

/**
 * msw's worker script at /mockServiceWorker.js, served by the dev server alone
 * (`apply: "serve"`) and read from the installed msw, so it always matches the library.
 * Nothing is copied into public/, and `vite build` never sees it: dist/ holds no worker.
 */
const mockServiceWorker = (): Plugin => ({
  name: "mock-service-worker",
  apply: "serve",
  configureServer(server) {
    const script = fileURLToPath(import.meta.resolve("msw/mockServiceWorker.js"))
    server.middlewares.use("/mockServiceWorker.js", (_request, response, next) => {
      readFile(script).then((body) => {
        response.setHeader("Content-Type", "text/javascript")
        response.setHeader("Service-Worker-Allowed", "/")
        response.end(body)
      }, next)
    })
  },
})

export default defineConfig({
  plugins: [react(), mockServiceWorker()],
  // main.tsx waits for the fixtures' worker with a top-level await
  build: { target: "es2023" },
  test: { environment: "happy-dom" },
})
