import * as React from "react"

/**
 * A field people never see, reach or hear, and password managers leave alone; bots that fill every
 * field give themselves away by filling it.
 */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute top-0 left-0 size-px overflow-hidden opacity-0">
      <label>
        Leave this field empty
        <input
          type="text"
          name={name}
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          defaultValue=""
        />
      </label>
    </div>
  )
}
