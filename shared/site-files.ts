/**
 * Files the build makes from the agency's uploads (node/hooks/share-and-icons.ts) and the page and
 * the manifest link to: their one address each, inside static/ and public/.
 */
export const MANIFEST = "/manifest.webmanifest"

/** The sprite every <Icon> draws from (scripts/build-icon-sprite.mts writes it). */
export const ICON_SPRITE = "/icons.svg"

/** The site's share image, cut from site.json's to the size link previews use. */
export const SHARE_IMAGE = { path: "/og-image.jpg", width: 1200, height: 630 } as const

/** Where each case study's share image is, cut from its project's cover as the site's is. */
export const CASE_STUDY_SHARE_FOLDER = "/share"
export const caseStudyShareImage = (slug: string) => ({
  src: `${CASE_STUDY_SHARE_FOLDER}/${slug}.jpg`,
  width: SHARE_IMAGE.width,
  height: SHARE_IMAGE.height,
})

export const ICONS = {
  tab: { path: "/icons/favicon-32.png", size: 32 },
  /** Where browsers (Firefox on Back, among them) and crawlers look without a link: the tab's, as an ICO. */
  legacy: { path: "/favicon.ico", size: 32 },
  homeScreen: { path: "/icons/apple-touch-icon.png", size: 180 },
  small: { path: "/icons/icon-192.png", size: 192 },
  large: { path: "/icons/icon-512.png", size: 512 },
  maskable: { path: "/icons/icon-maskable-512.png", size: 512 },
} as const
