import { agencyJsonLd, scriptSafeJson, sitemapEntry } from "../../node/seo"

const site = {
  name: "Serendib Studio",
  description: "A web and software agency in Colombo.",
  phone: "+94 11 258 4470",
  email: "info@serendibstudio.lk",
  address: { street: "118 Galle Road, Bambalapitiya", city: "Colombo 04", country: "Sri Lanka" },
}

describe("structured data", () => {
  it("describes the agency as a ProfessionalService with its Colombo 04 address, contacts, logo and profiles", () => {
    expect(
      agencyJsonLd(
        site,
        "https://serendibstudio.lk",
        "https://serendibstudio.lk/icons/icon-512.png",
        "https://serendibstudio.lk/og-image.png",
        ["https://www.facebook.com/serendibstudio"],
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": "https://serendibstudio.lk/#organization",
      name: "Serendib Studio",
      description: "A web and software agency in Colombo.",
      url: "https://serendibstudio.lk/",
      logo: "https://serendibstudio.lk/icons/icon-512.png",
      image: "https://serendibstudio.lk/og-image.png",
      telephone: "+94112584470",
      email: "info@serendibstudio.lk",
      address: {
        "@type": "PostalAddress",
        streetAddress: "118 Galle Road, Bambalapitiya",
        addressLocality: "Colombo 04",
        addressCountry: "Sri Lanka",
      },
      sameAs: ["https://www.facebook.com/serendibstudio"],
    })
  })

  it("cannot be closed early by content that contains </script>", () => {
    const json = scriptSafeJson({ name: "</script><script>alert(1)</script>" })
    expect(json).not.toContain("<")
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" })
  })
})

describe("a sitemap entry", () => {
  it("lists the page in each of the site's languages, and its first language's as x-default", () => {
    expect(sitemapEntry("/si/case-studies/x/", ["en", "si", "ta"], "https://a.lk/pre")).toEqual({
      url: "/si/case-studies/x/",
      links: [
        { lang: "en", url: "https://a.lk/pre/case-studies/x/" },
        { lang: "si", url: "https://a.lk/pre/si/case-studies/x/" },
        { lang: "ta", url: "https://a.lk/pre/ta/case-studies/x/" },
        { lang: "x-default", url: "https://a.lk/pre/case-studies/x/" },
      ],
    })
    expect(sitemapEntry("/", ["en"], "https://a.lk")).toEqual({ url: "/" })
  })
})
