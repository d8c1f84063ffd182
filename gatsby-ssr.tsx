import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { PRE_PAINT_SCRIPT } from "./src/lib/theme"
import "./src/styles/global.css"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  // In <head>, so the theme is on the root before the body is parsed or painted.
  setHeadComponents([<script key="pre-paint" dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />])
}
