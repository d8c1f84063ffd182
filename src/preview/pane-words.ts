/** What the preview pane says around the page (template.tsx), in the words CONTENT.md names it by. */
export const PANE_WORDS = {
  phone: "Phone",
  desktop: "Desktop",
  light: "Light",
  dark: "Dark",
  refused: "Will be refused",
  note: "Note",
} as const
