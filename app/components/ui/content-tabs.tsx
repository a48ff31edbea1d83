import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import stylesHref from './content-sections.css?url'
import { Stylesheet } from './stylesheet'

export interface ContentTab {
  key: string
  label: ReactNode
  panel: ReactNode
}

/**
 * Tabs after the WAI-ARIA tabs pattern with automatic activation: one tab stop (the selected tab), Left/Right move
 * and select (wrapping), Home/End jump to the ends; each tab controls its own tabpanel. Inactive panels stay in the
 * HTML (hidden), so every day of an itinerary is indexed.
 */
export function ContentTabs({ label, tabs, className }: { label: string; tabs: ContentTab[]; className?: string }) {
  const [selected, setSelected] = useState(0)
  const baseId = useId()
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])

  const select = (index: number) => {
    setSelected(index)
    tabRefs.current[index]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    select(target)
  }

  if (tabs.length === 0) return null
  return (
    <div className={['content-tabs', className].filter(Boolean).join(' ')}>
      <Stylesheet href={stylesHref} />
      <div role="tablist" aria-label={label} className="content-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            className="content-tabs__tab"
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          className="content-tabs__panel"
          hidden={index !== selected}
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
