import * as React from "react"

interface NavListProps {
  links: readonly Queries.NavLinkFieldsFragment[]
  className: string
  linkClassName: string
  onNavigate?: () => void
}

export function NavList({ links, className, linkClassName, onNavigate }: NavListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName} onClick={onNavigate}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  )
}
