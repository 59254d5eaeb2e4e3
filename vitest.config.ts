import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// Unit tests sit beside their code; integration tests of the data layer are in tests/integration;
// tests/support holds helpers of the tests themselves (a JSON Schema validator), with their own tests;
// tests/project checks the project's own files (the lock file that npm ci installs from).
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/support/**/*.test.ts", "tests/project/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: true,
  },
});
