import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../components/Section"
import { SectionHeading } from "../components/SectionHeading"
import { useWords } from "../lib/words"
import { Picture } from "../components/Picture"
import { Stars } from "../components/Stars"
import { Quotation } from "../components/Quotation"

export function Testimonials({ testimonials }: { testimonials: readonly Queries.TestimonialFieldsFragment[] }) {
  const words = useWords()
  return (
    // Links may use its anchor or its other name (SECTIONS); both land on its heading.
    <Section name="testimonials">
      <SectionHeading sectionId="testimonials" words={words.testimonials} />
      <ul className="mt-14 grid gap-6 md:grid-cols-2">
        {testimonials.map((testimonial, index) => (
          <li key={index}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
              <Stars />
              <Quotation
                text={testimonial.review}
                lang={testimonial.lang ?? undefined}
                className="mt-5 flex-1 text-lg leading-relaxed text-slate-800 dark:text-slate-200"
              />
              <figcaption className="mt-6 flex items-center gap-4">
                <Picture
                  image={testimonial.img}
                  alt=""
                  className="shrink-0"
                  imgClassName="size-14 rounded-full object-cover"
                />
                <div lang={testimonial.lang ?? undefined}>
                  <p className="font-semibold text-slate-900 dark:text-white">{testimonial.name}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">{testimonial.position}</p>
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment TestimonialFields on Testimonial {
    lang
    name
    position
    review
    img {
      childImageSharp {
        gatsbyImageData(width: 56, height: 56, layout: FIXED, placeholder: NONE)
      }
    }
  }
`
