// ESLint (flat config): TypeScript, React hooks, accessibility of JSX, and the layer boundaries of
// docs/architecture.md (domain and components never import server code; routes never import each other).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const serverCode = {
  group: ["~/server/*", "~/server/**", "**/*.server", "**/*.server.ts", "~/routes/*", "~/routes/**"],
  message: "app/domain and app/components run in the browser too: no server code or route here (docs/architecture.md).",
};

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true }],
      // conform's field metadata is generic over the whole form; `any` is how its own docs type a field.
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  // Playwright reads a test's fixtures from the destructured first argument, even when it needs none.
  { files: ["tests/e2e/**"], rules: { "no-empty-pattern": "off" } },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/domain/**", "app/components/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverCode] }] },
  },
  {
    // An island runs in the browser with React DOM alone (decision 0046): no server code, no React Router. Each
    // island's file (`<name>.island.tsx`) sits beside its component in one of these folders, with what they import.
    files: ["app/components/islands/**", "app/components/account/**", "app/components/forms/**", "app/components/media/**", "app/components/finance/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [serverCode, { group: ["react-router", "react-router/*"], message: "An island runs without React Router (decision 0046)." }] },
      ],
    },
  },
  {
    files: ["app/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Its own generated types (./+types/…) are the only relative import a route may make.
              regex: "^(~/routes/|\\.\\.?/(?!\\+types/))",
              message: "A route never imports another route: move what they share to app/components, app/domain or app/server.",
            },
          ],
        },
      ],
    },
  },
);
