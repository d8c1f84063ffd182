import * as React from "react"
import { withPrefix, type GatsbySSR } from "gatsby"
import { PRE_PAINT_SCRIPT } from "./src/lib/theme"
import { FONT_FILE, fontFaceCss } from "./src/lib/fonts"
import { earlySubmitScript } from "./src/forms/early-submit"
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
    // Not preloaded: the hero image has the first round trips to itself. The first paint waits
    // until the header is parsed, so a half-parsed header (buttons missing) is never drawn and then
    // shifted (README, Performance).
    <link key="expect-main" rel="expect" href="#main" blocking="render" />,
    <style key="font-face" dangerouslySetInnerHTML={{ __html: fontFaceCss(fontUrl) }} />,
    <SiteHead key="site-head" />,
  ])
}
