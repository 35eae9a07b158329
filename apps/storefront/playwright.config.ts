import { defineConfig } from "@playwright/test"

const port = 4173

/**
 * Browser tests against a production build served by `vite preview`, with the embedded
 * fixtures (the MSW worker) answering the API. Debian's Chromium only: never
 * `playwright install` (TOOLCHAIN.md).
 */
export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: !!process.env["CI"],
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
  },
  webServer: {
    command: `vite build --logLevel warn && vite preview --port ${port} --strictPort`,
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
