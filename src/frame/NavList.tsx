import * as React from "react"

interface NavListProps {
  links: readonly Queries.NavLinkFieldsFragment[]
  className: string
  linkClassName: string
}

export function NavList({ links, className, linkClassName }: NavListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  )
}
