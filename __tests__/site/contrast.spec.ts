// WCAG 1.4.11: the edges a visitor must see to use a control (the text fields' borders, the
// carousel's unselected dots) stand out at 3:1 or more from what is around them, in both themes.
import { test, expect, visit, SCHEMES } from "./harness"
import { CONTACT_FIELDS } from "../../src/forms/form-values"

test(
  "draws the fields' edges and the carousel's dots at 3:1 or more against their surroundings",
  SCHEMES,
  async ({ page }) => {
    await visit(page)
    const ratios = await page.evaluate(() => {
      // Any CSS colour (Tailwind's are oklch) to sRGB, as the browser paints it.
      const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!
      const rgba = (color: string) => {
        context.clearRect(0, 0, 1, 1)
        context.fillStyle = color
        context.fillRect(0, 0, 1, 1)
        return [...context.getImageData(0, 0, 1, 1).data]
      }
      const luminance = (color: string) => {
        const [r = 0, g = 0, b = 0] = rgba(color)
          .slice(0, 3)
          .map((value) => {
            const c = value / 255
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
          })
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      const contrast = (a: string, b: string) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
        return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100
      }
      /** The first painted background behind `element`. */
      const behind = (element: Element | null): string => {
        for (let node = element; node; node = node.parentElement) {
          const color = getComputedStyle(node).backgroundColor
          if (rgba(color)[3]) return color
        }
        return "white"
      }
      const found: Record<string, number> = {}
      for (const field of document.querySelectorAll<HTMLElement>("form input:not([tabindex='-1']), form textarea"))
        found[`field ${field.getAttribute("name")}`] = contrast(
          getComputedStyle(field).borderTopColor,
          behind(field.parentElement),
        )
      const dot = document.querySelector("section[aria-roledescription] li button:not([aria-current]) span")!
      found["unselected dot"] = contrast(getComputedStyle(dot).backgroundColor, behind(dot.parentElement))
      return found
    })
    // Every contact field, the newsletter's, and a dot.
    expect(Object.keys(ratios)).toHaveLength(CONTACT_FIELDS.length + 2)
    for (const [edge, ratio] of Object.entries(ratios)) expect(ratio, edge).toBeGreaterThanOrEqual(3)
  },
)
