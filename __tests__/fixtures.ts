import type { IGatsbyImageData } from "gatsby-plugin-image"

/** The shape a query returns for an image field, with believable gatsby-plugin-image data. */
function fakeImage(name: string, width = 720, height = 450) {
  const gatsbyImageData: IGatsbyImageData = {
    layout: "constrained",
    width,
    height,
    backgroundColor: "#4f46e5",
    images: {
      fallback: {
        src: `/static/${name}-${width}.png`,
        srcSet: `/static/${name}-360.png 360w, /static/${name}-${width}.png ${width}w`,
        sizes: `(min-width: ${width}px) ${width}px, 100vw`,
      },
      sources: [
        {
          type: "image/avif",
          srcSet: `/static/${name}-360.avif 360w, /static/${name}-${width}.avif ${width}w`,
          sizes: `(min-width: ${width}px) ${width}px, 100vw`,
        },
        {
          type: "image/webp",
          srcSet: `/static/${name}-360.webp 360w, /static/${name}-${width}.webp ${width}w`,
          sizes: `(min-width: ${width}px) ${width}px, 100vw`,
        },
      ],
    },
  }
  return { childImageSharp: { gatsbyImageData } }
}

export function fakeProject(
  overrides: Partial<Queries.PortfolioProjectFragment> = {},
): Queries.PortfolioProjectFragment {
  return {
    title: "Banquet booking system",
    description: "A booking platform for a banquet group.",
    year: "2025",
    tags: ["React", "Node"],
    liveUrl: "https://book.example.lk",
    githubUrl: "",
    caseStudyUrl: null,
    client: { name: "Ceylon Grand Banquets", url: "https://example.lk", logo: fakeImage("client", 40, 40) },
    image: fakeImage("cover"),
    ...overrides,
  }
}
