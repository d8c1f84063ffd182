import js from "@eslint/js"
import tseslint from "typescript-eslint"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"

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
    // Tests index into fixtures they just built; a wrong guess fails the test anyway.
    files: ["__tests__/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // Playwright's fixtures: `use` is not React's, and a fixture without dependencies takes `{}`.
    files: ["__tests__/**/*.spec.ts", "__tests__/site/harness.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
