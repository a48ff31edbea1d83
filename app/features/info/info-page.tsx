import { Breadcrumb } from '../../components/ui/breadcrumb'
import type { InfoSection } from './info-contents'

export interface InfoPageView {
  title: string
  path: string
  bodyHtml: string
  sections: InfoSection[]
}

/** Pages with this many sections or more get an "On this page" list beside (or above) the text. */
export const CONTENTS_MIN_SECTIONS = 4

/**
 * An information page (privacy, cookies, booking conditions, contact…): breadcrumb, the title as the only h1, an
 * "On this page" list for the longer pages, and the seeded body HTML (h2 sections, tables, lists).
 */
export function InfoPage({ data }: { data: InfoPageView }) {
  const showContents = data.sections.length >= CONTENTS_MIN_SECTIONS
  return (
    <article className="info-page container" aria-labelledby="info-page-title">
      <Breadcrumb
        items={[
          { name: 'Home', url: '/' },
          { name: data.title, url: data.path },
        ]}
      />
      <h1 id="info-page-title" className="info-page__title">
        {data.title}
      </h1>
      <div className={showContents ? 'info-page__layout info-page__layout--with-contents' : 'info-page__layout'}>
        {showContents ? (
          <nav className="info-page__contents" aria-labelledby="info-page-contents">
            <h2 id="info-page-contents" className="info-page__contents-title">
              On this page
            </h2>
            <ul>
              {data.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="info-page__body" dangerouslySetInnerHTML={{ __html: data.bodyHtml }} />
      </div>
    </article>
  )
}
