import { defineConfig } from "@playwright/test"
import { availableParallelism } from "node:os"

// E2E_PORT and E2E_OUT_DIR let two runs share a machine (each builds and serves its own copy).
const port = Number(process.env["E2E_PORT"] ?? 4173)
const outDir = process.env["E2E_OUT_DIR"] ?? "dist"

/**
 * Browser tests against a production build served by `vite preview`, with the embedded
 * fixtures (the MSW worker) answering the API. Debian's Chromium only: never
 * `playwright install`, which downloads a browser of its own.
 */
export default defineConfig({
  testDir: "e2e",
  outputDir: process.env["E2E_OUT_DIR"] === undefined ? "test-results" : `test-results-${process.env["E2E_OUT_DIR"]}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One browser per two cores (one on the 2-core CI machine): the preview server and
  // Chromium's own processes share the machine, and the animation and badge tests measure
  // time on the page. E2E_WORKERS overrides it.
  workers: Number(process.env["E2E_WORKERS"] ?? Math.max(1, Math.floor(availableParallelism() / 2))),
  forbidOnly: !!process.env["CI"],
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
  },
  webServer: {
    command: `vite build --mode fixtures --logLevel warn --outDir ${outDir} && vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}/shop/us`,
    reuseExistingServer: false,
    timeout: 90_000,
    // The build must use the embedded fixtures, whatever the shell has set.
    env: { VITE_OUTFITTER_API_ROOT: "" },
  },
  projects: [
    {
      name: "chromium",
      use: {
        browserName: "chromium",
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
})
