import * as React from "react"
import { withPrefix, type GatsbySSR } from "gatsby"
import { PRE_PAINT_SCRIPT } from "./src/lib/theme"
import { FALLBACK_FONT_FACES, FONT_FILE, WEB_FONT_STYLE_ID, webFontFaceCss } from "./src/lib/fonts"
import { earlySubmitScript } from "./src/forms/early-submit"
import { EARLY_CLICKS_SCRIPT } from "./src/lib/early-clicks"
import { SiteHead } from "./src/components/Seo"
import "./src/styles/global.css"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  const fontUrl = withPrefix(FONT_FILE)
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    // In <head>, so the theme is on the root before the body is parsed or painted.
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />,
    // Before any form exists, so a submit made while the page's scripts still download is held.
    <script key="early-submit" dangerouslySetInnerHTML={{ __html: earlySubmitScript() }} />,
    // Likewise a tap on a button, such as the menu's, before the page has hydrated.
    <script key="early-clicks" dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />,
    // Not preloaded: the hero image has the first round trips to itself. The first paint waits
    // until the header is parsed, so a half-parsed header (buttons missing) is never drawn and then
    // shifted (README, Performance).
    <link key="expect-main" rel="expect" href="#main" blocking="render" />,
    <style key="fallback-font" dangerouslySetInnerHTML={{ __html: FALLBACK_FONT_FACES }} />,
    // The build holds it back until the first screen is painted (src/build/first-screen.ts).
    <style key="web-font" id={WEB_FONT_STYLE_ID} dangerouslySetInnerHTML={{ __html: webFontFaceCss(fontUrl) }} />,
    <SiteHead key="site-head" />,
  ])
}
