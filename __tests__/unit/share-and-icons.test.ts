/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { writeShareAndIcons } from "../../node/hooks/share-and-icons"
import { ICONS, SHARE_IMAGE } from "../../shared/site-files"

describe("the share image and icons made from the agency's uploads", () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "icons-"))
    mkdirSync(path.join(dir, "content", "images"), { recursive: true })
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("cuts any picture to each size a link preview and a browser ask for", async () => {
    // Neither upload has the shape asked for: a tall share image, a wide and transparent icon.
    const red = { r: 220, g: 30, b: 30, alpha: 1 }
    await sharp({ create: { width: 500, height: 900, channels: 4, background: red } })
      .png()
      .toFile(path.join(dir, "content", "images", "share.png"))
    await sharp({ create: { width: 900, height: 600, channels: 4, background: { ...red, alpha: 0 } } })
      .png()
      .toFile(path.join(dir, "content", "images", "icon.png"))
    await writeShareAndIcons(path.join(dir, "static"), path.join(dir, "content"), {
      shareImage: "/images/share.png",
      icon: "images/icon.png",
    })
    const made = (file: string) => sharp(path.join(dir, "static", file))
    expect(await made(SHARE_IMAGE.path).metadata()).toMatchObject({
      format: "jpeg",
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
    })
    // /favicon.ico: an ICO header naming one 32×32 image, the PNG after it.
    const ico = readFileSync(path.join(dir, "static", ICONS.legacy.path))
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7], ico.readUInt32LE(18)]).toEqual([1, 1, 32, 32, 22])
    const inIco = (file: string) => (file.endsWith(".ico") ? sharp(ico.subarray(22)) : made(file))
    for (const { path: file, size } of Object.values(ICONS))
      expect({ file, ...(await inIco(file).metadata()) }).toMatchObject({
        file,
        format: "png",
        width: size,
        height: size,
      })
    // iOS draws a transparent home-screen icon on black, and a maskable icon's edge may be cut: both on white.
    for (const file of [ICONS.homeScreen.path, ICONS.maskable.path]) {
      const { data } = await made(file)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect({ file, corner: [...data].slice(0, 3) }).toEqual({ file, corner: [255, 255, 255] })
    }
  })

  it("fills the phone's mask with an icon's own square, with no white frame around it", async () => {
    // A white mark on the agency's coloured square, as icons often are.
    const square = { r: 20, g: 90, b: 200, alpha: 1 }
    await sharp({ create: { width: 512, height: 512, channels: 4, background: square } })
      .composite([
        { input: Buffer.from('<svg width="200" height="200"><circle cx="100" cy="100" r="90" fill="#fff"/></svg>') },
      ])
      .png()
      .toFile(path.join(dir, "content", "images", "icon.png"))
    await sharp({ create: { width: 1200, height: 630, channels: 3, background: square } })
      .png()
      .toFile(path.join(dir, "content", "images", "share.png"))
    await writeShareAndIcons(path.join(dir, "static"), path.join(dir, "content"), {
      shareImage: "images/share.png",
      icon: "images/icon.png",
    })
    const { data } = await sharp(path.join(dir, "static", ICONS.maskable.path))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([...data].slice(0, 3)).toEqual([square.r, square.g, square.b])
  })
})
