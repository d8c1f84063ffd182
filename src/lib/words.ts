import * as React from "react"
import { graphql } from "gatsby"

/**
 * Every word of the page's own (headings, buttons, labels, messages) is the editors', in
 * content/words.json: each page queries them once and hands them down through this context.
 */
export type Words = Queries.WordsFieldsFragment

export const WordsContext = React.createContext<Words | null>(null)

export const WordsProvider = WordsContext.Provider

/** The page's words; each page wraps itself in a WordsProvider with its query's `words`. */
export const useWords = (): Words => React.useContext(WordsContext) as Words

/** @public Not imported: Gatsby's query compiler reads the fragment, and page queries spread it. */
export const query = graphql`
  fragment WordsFields on Words {
    lang
    # words:start (npm run content:limits writes these from schemas/words.schema.json)
    page {
      homeTitle
      pageTitle
      shareImageAlt
      skipLink
      logoLink
      newTab
    }
    header {
      navigation
      languages
      contactButton
      openMenu
      closeMenu
      menu
      darkTheme
      lightTheme
    }
    trustedBy {
      heading
    }
    services {
      label
      heading
      intro
    }
    portfolio {
      label
      heading
      intro
      carousel
      carouselRole
      slideRole
      previous
      next
      choose
      dot
      slide
      moved
      coverAlt
      technologies
      liveSite
      sourceCode
      caseStudy
      linkOf
    }
    caseStudy {
      label
      client
      year
      problem
      work
      results
      pictures
      more
      previous
      next
      back
      closePicture
      previousPicture
      nextPicture
      pictureOf
    }
    testimonials {
      label
      heading
      intro
      rating
    }
    contact {
      label
      heading
      intro
      phone
      email
      address
      replyTime
    }
    contactForm {
      name
      nameField
      nameBlank
      emailField
      emailBlank
      emailHint
      messageField
      messageBlank
      characters
      pasteCut
      send
      sending
      subject
      subjectNamed
      noScript
      early
      notConfigured
      broken
      sentTitle
      sentText
    }
    newsletter {
      heading
      text
      name
      emailField
      placeholder
      subscribe
      early
      subject
      body
      sentTitle
      sentText
    }
    sending {
      failedTitle
      failed
      ok
      sentMomentAgo
      rateLimited
      offline
      timeout
      blocked
      notConfigured
      loadOffline
      newVersion
      newVersionKept
      reload
    }
    footer {
      links
      copyright
    }
    notFound {
      title
      label
      heading
      text
      button
    }
    # words:end
  }
`
