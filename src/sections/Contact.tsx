import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../components/Section"
import { SectionHeading } from "../components/SectionHeading"
import { fill } from "../lib/fill"
import { useWords } from "../lib/words"
import { Icon, type IconName } from "../components/Icon"
import { ContactForm } from "../forms/ContactForm"
import { FormBoundary } from "../forms/FormBoundary"
import { telHref } from "../lib/contact-links"

export function Contact({ site }: { site: Queries.ContactDetailsFragment }) {
  const words = useWords()
  const details: { icon: IconName; label: string; value: string; href?: string }[] = [
    { icon: "phone", label: words.contact.phone, value: site.phone, href: telHref(site.phone) },
    { icon: "mail", label: words.contact.email, value: site.email, href: `mailto:${site.email}` },
    {
      icon: "pin",
      label: words.contact.address,
      value: `${site.address.street}, ${site.address.city}, ${site.address.country}`,
    },
  ]
  return (
    <Section name="contact">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
        <div className="min-w-0">
          <SectionHeading sectionId="contact" align="left" words={words.contact} />
          <dl className="mt-10 space-y-6">
            {details.map((detail) => (
              <div key={detail.label} className="flex gap-4">
                <dt className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand text-on-brand">
                  <Icon name={detail.icon} />
                  <span className="sr-only">{detail.label}</span>
                </dt>
                <dd className="min-w-0 self-center [overflow-wrap:anywhere] text-slate-900 dark:text-white">
                  {detail.href ? (
                    <a href={detail.href} className="font-medium underline-offset-4 hover:underline">
                      {detail.value}
                    </a>
                  ) : (
                    <address className="not-italic">{detail.value}</address>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-8 inline-flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            <Icon name="clock" className="size-4 text-brand" />
            {fill(words.contact.replyTime, { time: site.replyWithin })}
          </p>
        </div>
        <FormBoundary agencyEmail={site.email}>
          <ContactForm
            agencyShortName={site.shortName}
            agencyEmail={site.email}
            agencyPhone={site.phone}
            replyWithin={site.replyWithin}
          />
        </FormBoundary>
      </div>
    </Section>
  )
}

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment ContactDetails on SiteDetails {
    shortName
    phone
    email
    replyWithin
    address {
      street
      city
      country
    }
  }
`
