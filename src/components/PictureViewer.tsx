import * as React from "react"
import { Picture } from "./Picture"
import { Icon } from "./Icon"
import { fill } from "../lib/fill"
import { useWords } from "../lib/words"
import type { usePictureViewer } from "../hooks/usePictureViewer"

interface PictureViewerProps {
  pictures: readonly { readonly alt: string; readonly image: Parameters<typeof Picture>[0]["image"] }[]
  viewer: ReturnType<typeof usePictureViewer>
}

const BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-semibold text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"

/**
 * A case study's picture opened larger, over the page: its description under it, the pictures
 * before and after it by button or arrow key (usePictureViewer), closed by its button, Escape or Back. Nothing is
 * drawn, or downloaded, until one is opened.
 */
export function PictureViewer({ pictures, viewer }: PictureViewerProps) {
  const words = useWords().caseStudy
  const { dialog, shown, closed, step } = viewer
  const picture = shown === null ? undefined : pictures[shown]
  const several = pictures.length > 1
  return (
    <dialog
      ref={dialog}
      aria-label={shown === null ? undefined : fill(words.pictureOf, { number: shown + 1, count: pictures.length })}
      onClose={closed}
      className="m-0 h-dvh max-h-none w-dvw max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950/90 forced-colors:border"
    >
      {picture && (
        <div className="flex h-full flex-col gap-3 p-3 sm:p-6">
          {/* The close button first (focused as the dialog opens), drawn last: at the right. */}
          <div className="flex flex-row-reverse flex-wrap justify-start gap-2">
            <button type="button" onClick={() => dialog.current?.close()} className={BUTTON}>
              <Icon name="close" className="size-4" />
              {words.closePicture}
            </button>
            {several && (
              <>
                <button type="button" onClick={() => step(1)} className={BUTTON}>
                  {words.nextPicture}
                  <Icon name="arrowRight" className="size-4" />
                </button>
                <button type="button" onClick={() => step(-1)} className={BUTTON}>
                  <Icon name="arrowLeft" className="size-4" />
                  {words.previousPicture}
                </button>
              </>
            )}
          </div>
          <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3">
            <Picture
              key={shown}
              image={picture.image}
              alt={picture.alt}
              priority
              sizes="min(100vw, 1600px)"
              className="flex min-h-0 justify-center"
              imgClassName="max-h-full w-auto max-w-full object-contain"
            />
            <figcaption className="max-w-3xl text-center text-sm leading-relaxed text-slate-200">
              {picture.alt}
            </figcaption>
          </figure>
        </div>
      )}
    </dialog>
  )
}
