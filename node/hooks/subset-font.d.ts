// subset-font ships no types; this is the part node/hooks/font.ts uses.
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "truetype" | "woff" | "woff2"
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    /** Keep only the glyphs of the given characters, not those reachable through OpenType features. */
    noLayoutClosure?: boolean
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>
}
