import * as React from "react"
import { screen, within } from "@testing-library/react"
import { LanguageSwitcher } from "../../src/frame/LanguageSwitcher"
import { PageLanguageProvider, type PageLanguage } from "../../src/lib/page-language"
import { LANGUAGES } from "../../shared/languages"
import { render, words } from "./render"

const onPage = (page: PageLanguage) =>
  render(
    <PageLanguageProvider value={page}>
      <LanguageSwitcher />
    </PageLanguageProvider>,
  )

describe("the language switcher", () => {
  it("leads to the same page in each of the site's languages, each named in itself, the page's own marked", () => {
    onPage({ language: "si", languages: ["en", "si", "ta"], path: "/case-studies/x/" })
    const list = within(screen.getByRole("navigation", { name: words.header.languages }))
    const links = list.getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("lang")])).toEqual([
      [LANGUAGES.en.name, "/case-studies/x/", "en"],
      [LANGUAGES.si.name, "/si/case-studies/x/", "si"],
      [LANGUAGES.ta.name, "/ta/case-studies/x/", "ta"],
    ])
    expect(list.getByRole("link", { current: "page" })).toHaveAttribute("hreflang", "si")
  })

  it("is not there on a site of one language", () => {
    onPage({ language: "en", languages: ["en"], path: "/" })
    expect(screen.queryByRole("navigation")).toBeNull()
  })
})
