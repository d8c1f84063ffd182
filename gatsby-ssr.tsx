import * as React from "react"
import { withPrefix, type GatsbySSR } from "gatsby"
import { THEME_COLORS, THEME_SCRIPT } from "./src/lib/theme"
import { MENU_SCRIPT } from "./src/lib/menu-dialog"
import { FALLBACK_FONT_FACES, FONT_FILE, WEB_FONT_STYLE_ID, webFontFaceCss } from "./shared/fonts"
import { earlySubmitScript } from "./src/forms/early-submit"
import { EARLY_CLICKS_SCRIPT } from "./src/lib/early-clicks"
import { FOREIGN_NODES_SCRIPT } from "./src/lib/foreign-nodes"
import { SiteHead } from "./src/components/Seo"
import "./src/styles/global.css"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}) => {
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
    // Before any form exists, so a submit made while the page's scripts still download is held.
    <script key="early-submit" dangerouslySetInnerHTML={{ __html: earlySubmitScript() }} />,
    // Likewise a tap on an island's button, such as the carousel's, before its code has arrived.
    <script key="early-clicks" dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />,
    // Not preloaded: the hero image has the first round trips to itself. The first paint waits
    // until the header is parsed, so a half-parsed header (buttons missing) is never drawn and then
    // shifted (docs/performance.md).
    <link key="expect-main" rel="expect" href="#main" blocking="render" />,
    <style key="fallback-font" dangerouslySetInnerHTML={{ __html: FALLBACK_FONT_FACES }} />,
    // The build holds it back until the first screen is painted (node/hooks/first-screen.ts).
    <style key="web-font" id={WEB_FONT_STYLE_ID} dangerouslySetInnerHTML={{ __html: webFontFaceCss(fontUrl) }} />,
    <SiteHead key="site-head" />,
  ])
  // After the page's server HTML, which is parsed by now: any node added to it from here on, before
  // its part hydrates, is an extension's (src/lib/foreign-nodes.ts).
  setPostBodyComponents([<script key="foreign-nodes" dangerouslySetInnerHTML={{ __html: FOREIGN_NODES_SCRIPT }} />])
}
