import * as React from "react"
import { withPrefix } from "gatsby"

/** The symbols in static/icons.svg; scripts/build-icon-sprite.ts draws exactly these (its ICONS is typed by them). */
const ICON_NAMES = [
  "code",
  "mobile",
  "palette",
  "megaphone",
  "phone",
  "mail",
  "pin",
  "clock",
  "external",
  "github",
  "book",
  "arrowLeft",
  "arrowRight",
  "sun",
  "moon",
  "menu",
  "close",
  "star",
  "facebook",
  "instagram",
  "linkedin",
] as const

export type IconName = (typeof ICON_NAMES)[number]

export function isIconName(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name)
}

interface IconProps {
  name: IconName
  className?: string
}

/** Decorative icon from the sprite: the text next to it (or the control's label) carries the meaning. */
export function Icon({ name, className = "size-5" }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <use href={`${withPrefix("/icons.svg")}#${name}`} />
    </svg>
  )
}
