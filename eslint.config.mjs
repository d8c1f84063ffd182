import js from "@eslint/js"
import tseslint from "typescript-eslint"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import { builtinModules } from "node:module"

export default tseslint.config(
  {
    ignores: [
      "public/",
      // The content editor, copied from @sveltia/cms by the build.
      "static/admin/",
      ".cache/",
      "node_modules/",
      "coverage/",
      "screenshots/",
      "test-results/",
      ".wrangler/",
      "gatsby-types.d.ts",
      // The editors' folder holds JSON and pictures, never code (the content check refuses any).
      "content/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.strict,
  {
    plugins: { "react-hooks": reactHooks },
    // The classic rules only: the others advise the React Compiler, which this site does not use.
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The boundary the folders draw: src/ (and gatsby-browser.tsx) ships to visitors' browsers, and
    // shared/ holds the pure code that both it and the build use. Neither may reach node/ (the
    // build, the content check, the header policy) or Node's own modules, which no browser has.
    files: ["src/**", "shared/**", "gatsby-browser.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          // Exact module names: as patterns, "process" or "path" would also match ./sections/Process.
          paths: [...builtinModules, "sharp", "ajv", "ajv-formats", "subset-font", "jsonc-parser"]
            .map((name) => ({
              name,
              message: "A Node-only module: browser code cannot use it. Do that work at build time, in node/.",
            }))
            .concat({
              name: "gatsby",
              importNames: ["Link", "navigate"],
              message:
                "Pages link with plain <a>, each a full load: the browser keeps the head each page's HTML came with (node/hooks/webpack.ts).",
            }),
          patterns: [
            {
              group: ["**/node/**", "**/node"],
              message: "node/ runs only in Node, at build time. Put what the browser needs too in shared/.",
            },
            {
              group: ["node:*"],
              message: "A Node-only module: browser code cannot use it. Do that work at build time, in node/.",
            },
          ],
        },
      ],
    },
  },
  {
    // shared/ is used by both sides, so it depends on neither.
    files: ["shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/src/**", "**/node/**", "**/node"], message: "shared/ depends on neither src/ nor node/." },
            { group: ["node:*"], message: "shared/ is pure: no Node modules." },
          ],
          paths: builtinModules.map((name) => ({ name, message: "shared/ is pure: no Node modules." })),
        },
      ],
    },
  },
  {
    // Tests index into fixtures they just built; a wrong guess fails the test anyway.
    files: ["__tests__/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // Playwright's fixtures: `use` is not React's, and a fixture without dependencies takes `{}`.
    files: ["__tests__/**/*.spec.ts", "__tests__/site/harness.ts", "__tests__/engines/fixtures.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
