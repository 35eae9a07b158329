import { defineProject } from "vitest/config"

export default defineProject({
  test: {
    name: "react-hooks",
    // a ceiling, not a speed check: the suite shares two cores with the type check, the
    // builds and the CLI's processes, where a test that takes 2 s alone can take 6
    testTimeout: 20_000,
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    environment: "happy-dom",
    setupFiles: ["test/setup.ts"],
  },
})
