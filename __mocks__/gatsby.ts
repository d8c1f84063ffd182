// Components only use `graphql` to declare fragments, which Gatsby extracts at build time.
export const graphql = (): string => ""
export const withPrefix = (path: string): string => path
