import { IMAGE_SIZES } from '../../lib/media-urls'
import { ReadMoreText } from '../../components/ui/read-more'

/** One add-on or excursion: picture, name, description with read more / read less, price and how to add it. */
export function ListCard({
  name,
  description,
  imageUrl,
  priceLabel,
  price,
  note,
  eyebrow = null,
  readMoreText,
  readLessText,
}: {
  name: string
  description: string
  imageUrl: string
  priceLabel: string
  price: string
  note: string
  eyebrow?: string | null
  readMoreText: string
  readLessText: string
}) {
  return (
    <article className="list-card">
      {imageUrl ? (
        <img
          className="list-card__image"
          src={imageUrl}
          alt=""
          width={IMAGE_SIZES.small.width}
          height={IMAGE_SIZES.small.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="list-card__body">
        {eyebrow ? <p className="list-card__eyebrow">{eyebrow}</p> : null}
        <h3 className="list-card__title">{name}</h3>
        <ReadMoreText text={description} readMoreText={readMoreText} readLessText={readLessText} />
        <p className="list-card__price">
          <span>{priceLabel}</span> <strong>{price}</strong>
        </p>
        {note ? <p className="list-card__note">{note}</p> : null}
      </div>
    </article>
  )
}
