// CODEOWNERS from the closed list of the editors' files (shared/content-files.ts): everything is
// the developers' (the team named on the first rule, which the agency sets), but those. GitHub
// reads it case-sensitively, so the endings are the list's own (lower case). The lines with an owner
// after the first put back with the developers anything in a folder (as `site.json/`) but pictures
// under images/, a dotfile, and anything in a folder whose name has a dot (as `x.png/`).
import { EDITORS_FILES, EDITORS_FOLDER, IMAGE_TYPES, IMAGES_FOLDER } from "../../../shared/content-files"

export function codeowners(before: string): string {
  const team = /^\*\s+(\S+)/m.exec(before)?.[1] ?? "@serendib-studio/developers"
  const pictures = `/${EDITORS_FOLDER}/${IMAGES_FOLDER}/**`
  return `${[
    '# Who must review a change before it reaches main (branch protection: "Require review from Code',
    "# Owners\", docs/publishing.md). Everything is the developers', but the editors' content files and",
    "# pictures, which publish without a developer's review. The last matching line wins.",
    "# `npm run content:limits` writes this file from shared/content-files.ts: change the team's name",
    "# on the next line only.",
    `* ${team}`,
    ...EDITORS_FILES.map((file) => `/${EDITORS_FOLDER}/${file}`),
    `/${EDITORS_FOLDER}/*/ ${team}`,
    ...Object.keys(IMAGE_TYPES).map((extension) => `${pictures}/*.${extension}`),
    `${pictures}/*.*/ ${team}`,
    `${pictures}/.* ${team}`,
  ].join("\n")}\n`
}
