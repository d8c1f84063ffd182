// What the production build puts in place of Gatsby's browser Head handler (node/hooks/webpack.ts):
// every page's head is in its HTML, and no page changes it in the browser.
export const headHandlerForBrowser = (): void => undefined
