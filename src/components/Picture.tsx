import * as React from "react"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * What a query returns for an image field: `file { childImageSharp { gatsbyImageData } }`, and for
 * a logo, which may be an SVG, also `...VectorImage`.
 */
type ImageFile =
  | {
      readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null
      readonly publicURL?: string | null
      readonly vectorSize?: { readonly width: number; readonly height: number } | null
    }
  | null
  | undefined

interface PictureProps {
  image: ImageFile
  alt: string
  /** For the largest paint above the fold: load at once with high priority. Otherwise lazy. */
  priority?: boolean
  /** Overrides the `sizes` hint when the layout knows better than the image's width. */
  sizes?: string
  className?: string
  imgClassName?: string
}

/**
 * Renders gatsby-plugin-image's data (AVIF/WebP sources, responsive srcset, intrinsic size) as a
 * native <picture>. GatsbyImage would add a 21 KB runtime chunk for what the browser does itself;
 * width and height reserve the space so nothing shifts, and the slot's own background shows
 * meanwhile: a colour of each picture's own would be a style attribute, and so a hash in the policy.
 */
export function Picture({ image, alt, priority = false, sizes, className, imgClassName }: PictureProps) {
  const data = image?.childImageSharp?.gatsbyImageData
  // An SVG, as it was drawn: an <img> runs none of its scripts, and it is sized before it loads.
  if (!data && image?.publicURL && image.vectorSize) {
    const { width, height } = image.vectorSize
    return (
      <img
        src={image.publicURL}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        className={imgClassName}
      />
    )
  }
  if (!data) return null
  const { images, width, height } = data
  // React 18 only passes the lower-case attribute through without a warning.
  const fetchPriority = priority ? { fetchpriority: "high" } : {}
  return (
    <picture className={className}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={sizes ?? images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        {...fetchPriority}
        className={imgClassName}
      />
    </picture>
  )
}

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment VectorImage on File {
    publicURL
    vectorSize {
      width
      height
    }
  }
`
