// What the production build puts in place of a module it must not bundle (src/build/webpack.ts).
export {}
