import * as React from "react"
import { withPrefix, type GatsbySSR } from "gatsby"
import { THEME_COLORS, THEME_SCRIPT } from "./src/lib/theme"
import { MENU_SCRIPT } from "./src/lib/menu-dialog"
import { FALLBACK_FONT_FACES, FONT_FILE, webFontFaceCss } from "./shared/fonts"
import { EARLY_SUBMIT_SCRIPT } from "./src/forms/early-submit"
import { DRAFTS_SCRIPT } from "./src/forms/drafts"
import { SiteHead } from "./src/components/Seo"
import "./src/styles/global.css"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  const fontUrl = withPrefix(FONT_FILE)
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    // Before the theme's script, which sets it to the visitor's theme (light is the page without script).
    <meta key="theme-color" name="theme-color" content={THEME_COLORS.light} />,
    // In <head>, so the theme is on the root before the body is parsed or painted; its button works
    // from the first paint.
    <script key="theme" dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />,
    // Likewise the phone's menu.
    <script key="menu" dangerouslySetInnerHTML={{ __html: MENU_SCRIPT }} />,
    // Before any form exists, so a submit made while the page's scripts still download is held,
    // and every keystroke is kept from the first (src/forms/drafts.ts).
    <script key="early-submit" dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_SCRIPT }} />,
    <script key="drafts" dangerouslySetInnerHTML={{ __html: DRAFTS_SCRIPT }} />,
    // Not preloaded: the hero image has the first round trips to itself. The first paint waits
    // until the header is parsed, so a half-parsed header (buttons missing) is never drawn and then
    // shifted (docs/performance.md).
    <link key="expect-main" rel="expect" href="#main" blocking="render" />,
    <style key="fallback-font" dangerouslySetInnerHTML={{ __html: FALLBACK_FONT_FACES }} />,
    <style key="web-font" dangerouslySetInnerHTML={{ __html: webFontFaceCss(fontUrl) }} />,
    <SiteHead key="site-head" />,
  ])
}
