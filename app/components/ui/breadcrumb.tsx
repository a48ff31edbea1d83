import { Link } from 'react-router'

export interface BreadcrumbItem {
  name: string
  url: string
}

/** The trail to the current page; the last item is the page itself (not a link, aria-current). */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol className="breadcrumb__list">
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.url} aria-current="page">
              {item.name}
            </li>
          ) : (
            <li key={item.url}>
              <Link to={item.url}>{item.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
