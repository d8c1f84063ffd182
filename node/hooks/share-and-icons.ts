/**
 * What a shared link and the browser show of the agency, made from its uploads: the share image
 * cut to the 1200×630 link previews use (site.json's, and each case study's from its cover), and
 * the icon in each size a browser asks for (the tab's, the home screen's, the manifest's, and a
 * maskable one with the room Android's masks cut off). Written into static/ (git-ignored) after the
 * content check passed, where they changed.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { THEMES } from "../../shared/brand"
import { CASE_STUDY_SHARE_FOLDER, caseStudyShareImage, ICONS, SHARE_IMAGE } from "../../shared/site-files"
import { writeChanged } from "./write-changed"

/** A maskable icon's mark stays inside the middle 80 %: Android's masks may cut the rest. */
const SAFE_ZONE = 0.8

/** An ICO holding one PNG, as every browser has read since 2007: a 6-byte header, one 16-byte entry, the PNG. */
function ico(png: Buffer, size: number): Buffer {
  const head = Buffer.alloc(22)
  head.writeUInt16LE(1, 2) // an icon
  head.writeUInt16LE(1, 4) // one image
  head.writeUInt8(size, 6)
  head.writeUInt8(size, 7)
  head.writeUInt16LE(1, 10) // colour planes
  head.writeUInt16LE(32, 12) // bits per pixel
  head.writeUInt32LE(png.length, 14)
  head.writeUInt32LE(head.length, 18) // where the PNG starts
  return Buffer.concat([head, png])
}

/** A picture cut to the size link previews use, on the page's white: every share image's one cut. */
const shareCut = (file: string) =>
  sharp(file)
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: "cover" })
    .flatten({ background: THEMES.light.page })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()

export async function writeShareAndIcons(
  staticDir: string,
  contentDir: string,
  site: { shareImage: string; icon: string },
): Promise<void> {
  const from = (image: string) => path.join(contentDir, image.replace(/^\//, ""))
  const to = (file: string) => path.join(staticDir, file)
  mkdirSync(to("/icons"), { recursive: true })
  writeChanged(to(SHARE_IMAGE.path), await shareCut(from(site.shareImage)))
  const icon = (size: number) => sharp(from(site.icon)).resize(size, size, { fit: "cover" })
  // The home screen's icon has no transparency on iOS (it turns black): on the page's white.
  const home = await icon(ICONS.homeScreen.size).flatten({ background: THEMES.light.page }).png().toBuffer()
  writeChanged(to(ICONS.homeScreen.path), home)
  for (const { path: file, size } of [ICONS.tab, ICONS.small, ICONS.large])
    writeChanged(to(file), await icon(size).png().toBuffer())
  writeChanged(to(ICONS.legacy.path), ico(await icon(ICONS.legacy.size).png().toBuffer(), ICONS.legacy.size))
  const inner = Math.round(ICONS.maskable.size * SAFE_ZONE)
  const margin = (ICONS.maskable.size - inner) / 2
  // The room around it takes the icon's own edge, so a mark on a coloured square fills the mask
  // rather than sitting in a white frame; a transparent edge stays the page's white.
  await sharp(await icon(inner).png().toBuffer())
    .extend({ top: margin, bottom: margin, left: margin, right: margin, extendWith: "copy" })
    .flatten({ background: THEMES.light.page })
    .png()
    .toBuffer()
    .then((image) => writeChanged(to(ICONS.maskable.path), image))
}

/** Each case study's share image, from its project's cover; one no case study has any more goes. */
export async function writeCaseStudyShareImages(
  staticDir: string,
  contentDir: string,
  projects: readonly { image: string; caseStudy?: { slug: string } }[],
): Promise<void> {
  const folder = path.join(staticDir, CASE_STUDY_SHARE_FOLDER)
  mkdirSync(folder, { recursive: true })
  const wanted = new Set<string>()
  for (const { image, caseStudy } of projects) {
    if (!caseStudy) continue
    const file = path.join(staticDir, caseStudyShareImage(caseStudy.slug).src)
    wanted.add(file)
    writeChanged(file, await shareCut(path.join(contentDir, image.replace(/^\//, ""))))
  }
  for (const name of existsSync(folder) ? readdirSync(folder) : [])
    if (!wanted.has(path.join(folder, name))) rmSync(path.join(folder, name))
}
