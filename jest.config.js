// Units and components run here (jsdom); browser tests run under Playwright (playwright.config.ts).
// Babel options are inline so Gatsby's own build keeps its config.
module.exports = {
  testEnvironment: "jsdom",
  // The project root must be a root for __mocks__/gatsby.ts to replace the package.
  roots: ["<rootDir>"],
  // What builds write, which npm test's first build does while Jest runs; and the editors' folder,
  // whose files are never tests, modules or settings.
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/.cache/", "<rootDir>/test-results/", "<rootDir>/content/"],
  testMatch: ["**/__tests__/{unit,components}/**/*.test.{ts,tsx}"],
  transform: {
    "^.+\\.[jt]sx?$": ["babel-jest", { presets: ["babel-preset-gatsby", "@babel/preset-typescript"] }],
  },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
