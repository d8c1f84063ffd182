// What the production build puts in place of a module it must not bundle (node/hooks/webpack.ts).
export {}
