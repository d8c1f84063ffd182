import { readFileSync } from "node:fs"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/** The shape a query returns for an image field, with believable gatsby-plugin-image data. */
function fakeImage(name: string, width = 720, height = 450) {
  const gatsbyImageData: IGatsbyImageData = {
    layout: "constrained",
    width,
    height,
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

/** A project's optional fields, read from its schema: a new one needs nothing here. */
const projectSchema = (
  JSON.parse(readFileSync("schemas/projects.schema.json", "utf8")) as {
    items: { properties: Record<string, unknown>; required: string[] }
  }
).items
const OPTIONAL_EMPTY = Object.fromEntries(
  Object.keys(projectSchema.properties)
    .filter((key) => !projectSchema.required.includes(key))
    .map((key) => [key, null]),
)

/** A project as the page's query returns it, each optional field empty unless given. */
export function fakeProject(
  overrides: Partial<Queries.PortfolioProjectFragment> = {},
): Queries.PortfolioProjectFragment {
  return {
    ...OPTIONAL_EMPTY,
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
  } as Queries.PortfolioProjectFragment
}
