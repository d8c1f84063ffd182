// Units and components run here (jsdom); browser tests against the built site run under
// `node --test` in __tests__/e2e. Babel options are inline so Gatsby's own build keeps its config.
module.exports = {
  testEnvironment: "jsdom",
  // The project root must be a root for __mocks__/gatsby.ts to replace the package.
  roots: ["<rootDir>"],
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/.cache/"],
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
