/**
 * The content editor's field for a case study's address (cms-config.ts gives a page's `slug` this
 * field): a text field like the editor's own, which offers an address made from the project's
 * title while it is empty, and on a save names, on the field, an address another case study has,
 * in the content check's words. Its pattern is the editor's to check, as on any field.
 */
import type * as ReactTypes from "react"
import { addressFrom, ADDRESS_WIDGET, caseStudyProblems, PROJECTS_FILE } from "../../shared/case-studies"

interface Immutable {
  get(key: string): unknown
  toJS(): unknown
}
interface Props {
  value: unknown
  field: Immutable
  forID: string
  classNameWrapper: string
  entry: Immutable | undefined
  onChange(value: string): void
}
type Project = { title?: unknown; caseStudy?: { slug?: unknown } | null } | null
type Validity = true | { error: { message: string } }

declare const CMS: { registerFieldType(name: string, control: unknown): void }

// The editor draws a field with its own React (another copy than the site's, so no hooks): a class,
// whose isValid the editor calls on a save.
const React = (globalThis as unknown as { __SVELTIA_CMS_REACT__: typeof ReactTypes }).__SVELTIA_CMS_REACT__
const h = React.createElement

// In the editor's type and colours, light or dark, as one of its small outlined buttons.
const OFFER_STYLE = {
  display: "inline-block",
  width: "auto",
  height: "auto",
  minHeight: 32,
  aspectRatio: "auto",
  maxWidth: "100%",
  marginTop: 8,
  font: "inherit",
  fontSize: "0.875em",
  color: "inherit",
  background: "transparent",
  border: "1px solid currentColor",
  borderRadius: 4,
  padding: "4px 10px",
  textAlign: "start",
  overflowWrap: "break-word",
  cursor: "pointer",
} as const

class AddressField extends React.Component<Props> {
  private input: HTMLInputElement | null = null

  /** The projects list and this field's place in it, which the editor writes on the field's section. */
  private place(): { projects: Project[]; index: number } | undefined {
    const [list = "", ...rest] = this.input?.closest("[data-key-path]")?.getAttribute("data-key-path")?.split(".") ?? []
    const index = Number(rest.at(-3))
    const data = this.props.entry?.get("data") as Immutable | undefined
    const projects = (data?.toJS() as Record<string, unknown> | undefined)?.[list]
    return Array.isArray(projects) && Number.isInteger(index) ? { projects: projects as Project[], index } : undefined
  }

  private suggestion(): string | undefined {
    const place = this.place()
    const title = place?.projects[place.index]?.title
    if (!place || typeof title !== "string") return undefined
    const taken = place.projects.flatMap((project) => {
      const slug = project?.caseStudy?.slug
      return typeof slug === "string" && slug ? [slug] : []
    })
    const limit = (name: string) => Number(this.props.field.get(name))
    return addressFrom(title, taken, { shortest: limit("minlength") || 1, longest: limit("maxlength") || 60 })
  }

  isValid(): Validity {
    const place = this.place()
    if (!place) return true
    const problem = caseStudyProblems([{ file: PROJECTS_FILE, value: place.projects }]).find(
      ({ at }) => at[0] === place.index,
    )
    return problem ? { error: { message: problem.message.charAt(0).toUpperCase() + problem.message.slice(1) } } : true
  }

  // Its place is read from the page once the field is on it: then the offer can be made.
  override componentDidMount() {
    this.forceUpdate()
  }

  override render() {
    const { value, field, forID, classNameWrapper, onChange } = this.props
    const text = typeof value === "string" ? value : ""
    const suggestion = text ? undefined : this.suggestion()
    return h(
      "div",
      null,
      h("input", {
        id: forID,
        // Named and described as the editor's own fields are: by its heading and its error's ids.
        "aria-labelledby": `${forID}-label`,
        "aria-errormessage": `${forID}-error`,
        "aria-required": field.get("required") !== false,
        className: classNameWrapper,
        type: "text",
        value: text,
        maxLength: Number(field.get("maxlength")) || undefined,
        spellCheck: false,
        autoCapitalize: "none",
        autoComplete: "off",
        ref: (input: HTMLInputElement | null) => {
          this.input = input
        },
        onChange: (event: ReactTypes.ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
      }),
      suggestion &&
        h(
          "button",
          { type: "button", onClick: () => onChange(suggestion), style: OFFER_STYLE },
          `Use “${suggestion}”, made from the title`,
        ),
    )
  }
}

CMS.registerFieldType(ADDRESS_WIDGET, AddressField)
