import * as React from "react"
import { withPrefix } from "gatsby"
import { ICON_SPRITE } from "../../shared/site-files"

/**
 * The symbols in static/icons.svg: scripts/build-icon-sprite.mts draws exactly these (its ICONS is
 * typed by them). A type only: the names a content file may give are its schema's enum, checked
 * before the build, and icon-sprite.test holds those to the sprite.
 */
export type IconName =
  | "code"
  | "mobile"
  | "palette"
  | "megaphone"
  | "phone"
  | "mail"
  | "pin"
  | "clock"
  | "external"
  | "github"
  | "book"
  | "arrowLeft"
  | "arrowRight"
  | "sun"
  | "moon"
  | "menu"
  | "close"
  | "star"
  | "facebook"
  | "instagram"
  | "linkedin"
  | "x"
  | "youtube"
  | "tiktok"
  | "whatsapp"
  | "behance"
  | "dribbble"
  | "cloud"
  | "shield"
  | "chart"
  | "cart"
  | "search"
  | "database"
  | "server"
  | "wrench"
  | "pen"
  | "camera"
  | "layout"
  | "rocket"
  | "chat"
  | "globe"
  | "bot"
  | "lock"
  | "cap"
  | "chip"

interface IconProps {
  name: IconName
  className?: string
}

/** Decorative icon from the sprite: the text next to it (or the control's label) carries the meaning. */
export function Icon({ name, className = "size-5" }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <use href={`${withPrefix(ICON_SPRITE)}#${name}`} />
    </svg>
  )
}
