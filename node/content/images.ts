/**
 * What the content check learns about each image: whether sharp (the build's image library) can
 * read it, whether it is the format its name says, and its size. Results are cached by path, size
 * and modification time, so a warm check reads no image at all.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { IMAGES_FOLDER, whyNotEditors, type ImageExtension } from "../../shared/content-files"
import { svgProblem } from "./svg"

/** Where the build and `npm run content:check` keep image headers between runs. */
export const IMAGE_HEADER_CACHE = path.resolve(".cache", "content-check", "image-headers-4.json")

export type ImageHeader = { width: number; height: number; bytes: number } | { unreadable: string }

/** The largest file the content editor takes: a larger photo is scaled down to fit first (cms-config.ts). */
export const LARGE_IMAGE = { bytes: 5_000_000 }

type Cache = Record<string, { bytes: number; mtimeMs: number; header: ImageHeader }>

function readCache(cacheFile: string | undefined): Cache {
  if (!cacheFile) return {}
  try {
    return JSON.parse(readFileSync(cacheFile, "utf8")) as Cache
  } catch {
    return {}
  }
}

/** sharp's name for the format each allowed extension promises (AVIF is a kind of HEIF to it). */
const FORMAT_OF_EXTENSION: Record<ImageExtension, string> = {
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  webp: "webp",
  avif: "heif",
  svg: "svg",
}
const FORMAT_NAME: Record<string, string> = { jpeg: "JPEG", webp: "WebP", heif: "AVIF (HEIF)" }

async function readHeader(file: string, bytes: number, decode: boolean): Promise<ImageHeader> {
  if (bytes === 0) return { unreadable: "is an empty file (0 bytes)" }
  if (/\.svg$/i.test(file)) {
    const problem = svgProblem(readFileSync(file, "utf8"))
    if (problem) return { unreadable: `is an SVG that holds ${problem}, which a logo may not hold` }
  }
  const image = sharp(file)
  try {
    const { width, height, format } = await image.metadata()
    const extension = path.extname(file).slice(1).toLowerCase()
    const promised = FORMAT_OF_EXTENSION[extension as ImageExtension]
    // An SVG (which can carry script) or a GIF renamed .png would otherwise pass as a photo.
    if (promised && format !== promised) {
      const real = format ? (FORMAT_NAME[format] ?? format.toUpperCase()) : "an unknown"
      return { unreadable: `is an image in ${real} format, though its name ends in .${extension}` }
    }
    if (!width || !height) return { unreadable: "has no width or height that sharp can read" }
    // A whole header over broken pixels (a cut-short file) passes metadata() and fails the build,
    // which decodes them all: so does the check, where a cache keeps what it found (below).
    if (decode && format !== "svg") await image.stats()
    return { width, height, bytes }
  } catch (error) {
    return { unreadable: `is not an image the build can read (sharp: ${(error as Error).message})` }
  }
}

/**
 * Headers of `files` (absolute paths that exist), from the cache where the file is unchanged. With
 * a cache (the check's and the build's), each picture is also decoded whole, once a version: about
 * a second for the shipped pictures, too slow to repeat for every check without one.
 */
export async function readImageHeaders(files: string[], cacheFile?: string): Promise<Map<string, ImageHeader>> {
  const cache = readCache(cacheFile)
  const headers = new Map<string, ImageHeader>()
  let changed = false
  for (const file of new Set(files)) {
    const { size, mtimeMs } = statSync(file)
    const cached = cache[file]
    if (cached && cached.bytes === size && cached.mtimeMs === mtimeMs) {
      headers.set(file, cached.header)
      continue
    }
    const header = await readHeader(file, size, cacheFile !== undefined)
    cache[file] = { bytes: size, mtimeMs, header }
    headers.set(file, header)
    changed = true
  }
  if (cacheFile && changed) {
    try {
      mkdirSync(path.dirname(cacheFile), { recursive: true })
      writeFileSync(cacheFile, JSON.stringify(cache))
    } catch {
      // a read-only checkout just checks from scratch next time
    }
  }
  return headers
}

/** "1600×1000 pixels" from a field's description ("ideally 1600×1000 pixels (16:10)"). */
function idealSizeIn(description: string | undefined): string | undefined {
  return /\d+×\d+ pixels/.exec(description ?? "")?.[0]
}

/**
 * The longest side a field's picture can use: half again the size its description asks for (which
 * counts sharp screens already), so one cut to the field's shape from a photo of another shape
 * keeps enough; 2400 where it names none. The content editor scales an upload to it
 * (cms-config.ts), and the check warns about a picture past it.
 */
export function longestSideFor(description: string | undefined): number {
  const sides = idealSizeIn(description)?.match(/\d+/g)?.map(Number)
  return sides ? Math.round(1.5 * Math.max(...sides)) : 2400
}

/** Past this a picture's file is larger than the page needs at any size (the hero: about 300 KB). */
const PAGE_IMAGE_BYTES = 1_000_000

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

/**
 * The warning for a picture larger than the page can use, or undefined: longer than its field
 * (`description`, longestSideFor) can use, or over 1 MB. The build scales it down either way, and
 * pays for a large one in time and memory (a 6000 px PNG: 28 s, 885 MB); an SVG is drawn at any
 * size, so only its bytes count.
 */
export function largeImageWarning(
  file: string,
  header: { width: number; height: number; bytes: number },
  description?: string,
): string | undefined {
  const { width, height, bytes } = header
  const longest = longestSideFor(description)
  const wide = !/\.svg$/i.test(file) && Math.max(width, height) > longest
  if (!wide && bytes <= PAGE_IMAGE_BYTES) return undefined
  const ideal = idealSizeIn(description)
  const target = ideal
    ? `at ${ideal}, the size the page shows it at (sharp screens included)`
    : `at most ${longest} pixels on its longest side`
  return `is ${width}×${height} pixels and ${megabytes(bytes)}, more than the page can use, and slower to build and to publish: export it ${target}, as JPEG or WebP well under 1 MB`
}

/** Every picture in the editors' folder (content/images/), as absolute paths; strangers.ts names the rest. */
export function picturesIn(contentDir: string): string[] {
  const folder = path.resolve(contentDir, IMAGES_FOLDER)
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => whyNotEditors(path.relative(contentDir, file).split(path.sep).join("/")) === "")
    .sort()
}
