/**
 * Beside the page, while the agency's own details are edited: a link to the site as a chat draws
 * it (the share image cut to 1200 × 630 around its middle, as the build cuts it) and the site in a
 * browser's tab (the icon), from the pictures and words as they stand in the form.
 */
import * as React from "react"
import { PANE_WORDS } from "./pane-words"

export interface Shared {
  title: string
  description: string
  /** The site's address as a link card names it: its host. */
  host: string
  /** The editor's own addresses for the pictures, where it has them. */
  shareImage?: string | undefined
  icon?: string | undefined
}

const box: React.CSSProperties = { border: "1px solid #cbd5e1", background: "#ffffff", color: "#0f172a" }
const oneLine: React.CSSProperties = { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }

export function SharedAs({ title, description, host, shareImage, icon }: Shared) {
  return (
    <div
      role="group"
      aria-label={PANE_WORDS.sharedAs}
      style={{ display: "flex", flexWrap: "wrap", gap: 16, padding: "4px 12px 8px", alignItems: "flex-start" }}
    >
      <figure
        aria-label={PANE_WORDS.linkCard}
        style={{ ...box, margin: 0, width: 260, borderRadius: 8, overflow: "hidden" }}
      >
        {shareImage && (
          <img
            src={shareImage}
            alt=""
            style={{ display: "block", width: "100%", aspectRatio: "1200 / 630", objectFit: "cover" }}
          />
        )}
        <figcaption style={{ padding: "6px 10px", fontSize: 12, lineHeight: 1.35 }}>
          <span style={{ ...oneLine, display: "block", color: "#475569" }}>{host}</span>
          <strong style={{ ...oneLine, display: "block" }}>{title}</strong>
          <span style={{ display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" }}>
            {description}
          </span>
        </figcaption>
      </figure>
      <div
        role="group"
        aria-label={PANE_WORDS.tab}
        style={{
          ...box,
          display: "flex",
          alignItems: "center",
          gap: 8,
          width: 220,
          padding: "6px 10px",
          borderRadius: "8px 8px 0 0",
          borderBottom: 0,
          fontSize: 12,
        }}
      >
        {icon && <img src={icon} alt="" width={16} height={16} style={{ objectFit: "cover", flex: "none" }} />}
        <span style={oneLine}>{title}</span>
      </div>
    </div>
  )
}
