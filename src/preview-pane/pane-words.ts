/** What the preview pane says around the page (template.tsx), in the words CONTENT.md names it by. */
export const PANE_WORDS = {
  phone: "Phone",
  desktop: "Desktop",
  light: "Light",
  dark: "Dark",
  refused: "Will be refused",
  note: "Note",
  sharedAs: "How the site is shared and shown in a tab",
  linkCard: "A link to the site, as a chat or a social network draws it",
  tab: "The site in a browser's tab",
} as const
