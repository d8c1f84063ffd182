/**
 * The web manifest, which static-files.ts writes into static/ from the agency's content: its names and description
 * from site.json, its bar colour the brand's light shade (shared/brand.ts). Relative addresses,
 * so it works under a path prefix. A file rather than gatsby-plugin-manifest, whose browser hook
 * put 2.5 KB into every visitor's first-load JavaScript (docs/findability.md).
 */
import { brandColours, THEMES } from "../../shared/brand"
import { ICONS } from "../../shared/site-files"

export interface ManifestFacts {
  name: string
  shortName: string
  description: string
  brandColour: string
}

export function webManifest(site: ManifestFacts): string {
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: "./",
    scope: "./",
    display: "minimal-ui",
    background_color: THEMES.light.page,
    theme_color: brandColours(site.brandColour).light.value,
    icons: [ICONS.small, ICONS.large, ICONS.maskable].map(({ path, size }) => ({
      src: path.slice(1),
      sizes: `${size}x${size}`,
      type: "image/png",
      ...(path === ICONS.maskable.path ? { purpose: "maskable" } : {}),
    })),
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
