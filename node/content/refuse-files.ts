/**
 * The content editor takes any file dropped onto an image field, and through its file inputs any
 * file a browser lets through, whatever the field's `accept` (a PDF became a cover, an empty
 * slide). This runs in /admin/ before the editor's own handlers (capturing, on the window) and
 * refuses there, naming the file and what the field takes, a file the field's `accept` does not
 * list: nothing is uploaded, and the field keeps what it had.
 */

/** Sent as source (ADMIN_CHECKS_SCRIPT): it uses nothing from outside itself. */
function refuseUnfitFiles(): void {
  const NAMES: Record<string, string> = {
    "image/png": "PNG",
    "image/jpeg": "JPEG",
    "image/webp": "WebP",
    "image/avif": "AVIF",
    "image/svg+xml": "SVG",
  }
  /** The first file `accept` does not list, with the message that refuses it. */
  const refusal = (files: FileList | null | undefined, accept: string | null | undefined) => {
    const types = (accept ?? "").split(",").map((type) => type.trim())
    const unfit = accept ? [...(files ?? [])].find((file) => !types.includes(file.type)) : undefined
    if (!unfit) return ""
    const takes = types.map((type) => NAMES[type] ?? type)
    return `“${unfit.name}” cannot go here: this field takes ${takes.slice(0, -1).join(", ")} or ${takes.at(-1)} files only. Nothing was uploaded; the field keeps what it had.`
  }
  const refuse = (event: Event, message: string) => {
    event.preventDefault()
    event.stopImmediatePropagation()
    alert(message)
  }
  addEventListener(
    "change",
    (event) => {
      const input = event.target as HTMLInputElement
      const message = input.type === "file" ? refusal(input.files, input.accept) : ""
      if (!message) return
      input.value = ""
      refuse(event, message)
    },
    true,
  )
  addEventListener(
    "drop",
    (event) => {
      const zone = (event.target as Element).closest?.(".drop-target")
      const input = zone?.parentElement?.querySelector<HTMLInputElement>("input[type=file][accept]")
      const message = refusal(event.dataTransfer?.files, input?.accept)
      if (message) refuse(event, message)
    },
    true,
  )
}

export const ADMIN_CHECKS_SCRIPT = `(${refuseUnfitFiles.toString()})()\n`
