import * as React from "react"

/** Shown in a form when a submit could not even load the code that sends (the device is offline). */
export function OfflineNotice({ mailto }: { mailto: string }) {
  return (
    <p role="alert" className="mt-5 rounded-xl bg-red-50 p-4 text-sm text-red-900 dark:bg-red-400/10 dark:text-red-200">
      Your device seems to be offline, so nothing was sent and what you typed is kept. Try again when you are back
      online, or{" "}
      <a href={mailto} className="font-semibold underline">
        send us an email
      </a>
      .
    </p>
  )
}
