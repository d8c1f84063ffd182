import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../components/Section"
import { SectionHeading } from "../components/SectionHeading"
import { useWords } from "../lib/words"
import { Icon, type IconName } from "../components/Icon"

export function Services({ services }: { services: readonly Queries.ServiceFieldsFragment[] }) {
  const words = useWords()
  return (
    <Section name="services">
      <SectionHeading sectionId="services" words={words.services} />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service, index) => (
          <li
            key={index}
            lang={service.lang ?? undefined}
            className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
              {/* One of the schema's names, checked before the build. */}
              <Icon name={service.icon as IconName} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{service.title}</h3>
            <p className="mt-2 text-sm leading-relaxed">{service.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment ServiceFields on Service {
    title
    description
    icon
    lang
  }
`
