import * as React from "react"
import { Cursor } from "./Cursor"
import { useReveals } from "../hooks/useReveals"

/** Page-wide behaviour that belongs to no one section: the cursor and the section reveals. */
export function SiteBehaviours() {
  useReveals()
  return <Cursor />
}
