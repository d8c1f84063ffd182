// punycode.js ships no types; the one function the site uses.
declare module "punycode/punycode.js" {
  const punycode: { toUnicode(domain: string): string }
  export default punycode
}
