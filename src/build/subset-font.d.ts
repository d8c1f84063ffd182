// subset-font ships no types; this is the part src/build/font.ts uses.
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "truetype" | "woff" | "woff2"
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>
}
