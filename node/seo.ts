/** Search-engine and link-preview data built from the same content the page shows. */
import { alternates, firstLanguagePath, type Language } from "../shared/languages"

export interface AgencyFacts {
  name: string
  description: string
  phone: string
  email: string
  address: { street: string; city: string; country: string }
}

/** schema.org description of the agency (LekoArts-style, with a stable @id). */
export function agencyJsonLd(
  site: AgencyFacts,
  siteUrl: string,
  logoUrl: string,
  imageUrl: string,
  profiles: readonly string[],
) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${siteUrl}/#organization`,
    name: site.name,
    description: site.description,
    url: `${siteUrl}/`,
    logo: logoUrl,
    image: imageUrl,
    telephone: site.phone.replace(/\s+/g, ""),
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressCountry: site.address.country,
    },
    sameAs: [...profiles],
  }
}

/** JSON for a <script> element: "<" is escaped so no content can close the element early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c")
}

/** The facts of a case study's project that its schema.org data names. */
export interface CaseStudyFacts {
  title: string
  caseStudy?: { summary: string } | null
  year: string
  client: { name: string; url: string }
  tags: readonly string[]
}

/**
 * schema.org description of a case study: a CreativeWork the agency (the home page's @id) made,
 * for its client, who paid for it (`sponsor`: schema.org has no "client").
 */
export function caseStudyJsonLd(
  study: CaseStudyFacts,
  siteUrl: string,
  path: string,
  agencyName: string,
  language?: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": `${siteUrl}${path}#case-study`,
    // The page's language, on a site of more than one.
    ...(language ? { inLanguage: language } : {}),
    name: study.title,
    description: study.caseStudy?.summary,
    url: `${siteUrl}${path}`,
    dateCreated: study.year,
    keywords: study.tags.join(", "),
    creator: { "@type": "ProfessionalService", "@id": `${siteUrl}/#organization`, name: agencyName },
    sponsor: { "@type": "Organization", name: study.client.name, url: study.client.url },
  }
}

/**
 * A page's sitemap entry with the same page in each of the site's languages (`xhtml:link`
 * alternates, and x-default), as its head's `hreflang` links give them; `base` is the site's
 * address with its path prefix.
 */
export function sitemapEntry(path: string, languages: readonly Language[], base: string) {
  const links = alternates(firstLanguagePath(path, languages), languages).map(({ hreflang, path: address }) => ({
    lang: hreflang,
    url: `${base}${address}`,
  }))
  return links.length ? { url: path, links } : { url: path }
}
