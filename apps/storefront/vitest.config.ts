import react from "@vitejs/plugin-react"
import { defineProject } from "vitest/config"

export default defineProject({
  plugins: [react()],
  test: {
    name: "storefront",
    // a ceiling, not a speed check: the suite shares two cores with the type check, the
    // builds and the CLI's processes, where a test that takes 2 s alone can take 6
    testTimeout: 20_000,
    environment: "happy-dom",
    setupFiles: ["test/setup.ts"],
    include: ["test/**/*.test.{ts,tsx}"],
  },
})
