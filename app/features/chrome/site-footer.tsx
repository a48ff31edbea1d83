import { Link } from 'react-router'
import type { SiteChrome } from './chrome.server'
import type { HeaderBrand } from './site-header'

interface FooterLinkGroup {
  title: string
  links: Array<{ label: string; url: string }>
}

function linkGroups(data: Record<string, unknown>): FooterLinkGroup[] {
  const groups = data.linkGroups
  if (!Array.isArray(groups)) return []
  return groups.flatMap((group): FooterLinkGroup[] => {
    if (!group || typeof group !== 'object') return []
    const { title, links } = group as { title?: unknown; links?: unknown }
    if (typeof title !== 'string' || !Array.isArray(links)) return []
    const valid = links.flatMap((link): Array<{ label: string; url: string }> => {
      if (!link || typeof link !== 'object') return []
      const { label, name, url } = link as { label?: unknown; name?: unknown; url?: unknown }
      const text = typeof label === 'string' ? label : typeof name === 'string' ? name : null
      return text && typeof url === 'string' ? [{ label: text, url }] : []
    })
    return valid.length ? [{ title, links: valid }] : []
  })
}

export function SiteFooter({ brand, chrome }: { brand: HeaderBrand; chrome: SiteChrome }) {
  const groups = linkGroups(chrome.footer.data)
  const legal = typeof chrome.footer.data.legal === 'string' ? chrome.footer.data.legal : null
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {brand.name}
          </h2>
          {chrome.footer.bodyHtml ? <div dangerouslySetInnerHTML={{ __html: chrome.footer.bodyHtml }} /> : null}
          <p>
            Call us free on <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</a>
          </p>
        </section>
        <section aria-labelledby="footer-destinations">
          <h2 id="footer-destinations" className="site-footer__title">
            Destinations
          </h2>
          <ul className="site-footer__links">
            {chrome.continents.map((continent) => (
              <li key={continent.url}>
                <Link to={continent.url}>{continent.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        {groups.map((group, index) => (
          <section key={group.title} aria-labelledby={`footer-group-${index}`}>
            <h2 id={`footer-group-${index}`} className="site-footer__title">
              {group.title}
            </h2>
            <ul className="site-footer__links">
              {group.links.map((link) => (
                <li key={link.url + link.label}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="container site-footer__legal">
        <p>{legal ?? `© ${brand.name}. All rights reserved.`}</p>
      </div>
    </footer>
  )
}
