import type { Brochure } from './brochure-schema'

/** One brochure in the list: cover, name, description, 'Order by post' when it can be posted, 'View online' when it can be downloaded. */
export function BrochureCard({
  brochure,
  selected,
  onToggle,
  onViewOnline,
  aboveTheFold = false,
}: {
  brochure: Brochure
  /** The first covers are the page's largest paint: load them at once rather than lazily. */
  aboveTheFold?: boolean
  selected: boolean
  onToggle: (selected: boolean) => void
  onViewOnline: () => void
}) {
  const titleId = `brochure-${brochure.uniqueId}-title`
  const checkboxId = `brochure-${brochure.uniqueId}-post`
  return (
    <article
      className={['brochure-card', selected ? 'brochure-card--selected' : ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <div className="brochure-card__cover">
        <img
          src={brochure.imageUrl}
          alt=""
          width={400}
          height={566}
          loading={aboveTheFold ? 'eager' : 'lazy'}
          fetchPriority={aboveTheFold ? 'high' : 'auto'}
          decoding="async"
        />
      </div>
      <div className="brochure-card__body">
        <h3 id={titleId} className="brochure-card__title">
          {brochure.name}
        </h3>
        <p className="brochure-card__description">{brochure.description}</p>
        <div className="brochure-card__actions">
          {brochure.canPost ? (
            <div className="brochure-card__post">
              <input
                id={checkboxId}
                type="checkbox"
                className="field__checkbox"
                checked={selected}
                onChange={(event) => onToggle(event.target.checked)}
              />
              <label htmlFor={checkboxId}>
                Order by post<span className="visually-hidden">: {brochure.name}</span>
              </label>
            </div>
          ) : null}
          {brochure.canDownload && brochure.downloadLink ? (
            <button
              type="button"
              className="button button--secondary brochure-card__online"
              onClick={onViewOnline}
              aria-haspopup="dialog"
            >
              View online<span className="visually-hidden">: {brochure.name}</span>
            </button>
          ) : null}
        </div>
      </div>
    </article>
  )
}
