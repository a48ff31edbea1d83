import { useMemo } from 'react'
import { Link } from 'react-router'
import { Breadcrumb } from '../../components/ui/breadcrumb'
import {
  DETAIL_FONT_SIZE,
  DETAIL_LINE_HEIGHT,
  KICKER_FONT_SIZE,
  KICKER_LINE_HEIGHT,
  LABEL_FONT_SIZE,
  LABEL_LINE_HEIGHT,
  layoutRouteMap,
  type MapOrientation,
  type RouteMapLayout,
} from './route-map-layout'
import type { TourMapData } from './tour-map-view'
import { dayRange, nightsText, type MapStop } from './tour-map-stops'

/** What the picture says, for people who cannot see it; the ordered list below carries the detail. */
export function routeMapLabel(
  tourName: string,
  stops: Array<Pick<MapStop, 'name'> & Partial<Pick<MapStop, 'visits'>>>,
): string {
  if (!stops.length) return `Route map of ${tourName}`
  if (stops.length === 1) {
    const visits = [...new Set((stops[0]!.visits ?? []).map((visit) => visit.title))]
    const base = `Route map of ${tourName}: the whole holiday is based in ${stops[0]!.name}`
    return visits.length ? `${base}, with days out to ${visits.join(', ')}.` : `${base}.`
  }
  const names = stops.map((stop, index) => `${index + 1} ${stop.name}`).join(', ')
  return `Route map of ${tourName}, ${stops.length} stops from ${stops[0]!.name} to ${stops[stops.length - 1]!.name}: ${names}.`
}

/** The drawing's caption: what it shows, and that it is not to scale. */
export function mapCaption(stops: Pick<MapStop, 'visits'>[]): string {
  if (stops.length > 1) return 'Not to scale: the stops are shown in the order you visit them.'
  return stops[0]?.visits.length
    ? 'Not to scale: your base for the whole holiday, with the places you visit on days out.'
    : 'Your base for the whole holiday.'
}

/** The line under a stop's name on the map: 'Days 2–5 · 4 nights'. */
export function mapDetail(stop: Pick<MapStop, 'firstDay' | 'lastDay' | 'nights'>): string {
  return `${dayRange(stop)} · ${nightsText(stop.nights)}`
}

function Compass({ x, y, size }: { x: number; y: number; size: number }) {
  const r = size / 2
  return (
    <g className="route-map__compass" transform={`translate(${x} ${y})`}>
      <circle r={r - 4} className="route-map__compass-ring" />
      <path d={`M0 ${-r + 6} L6 0 L0 ${r - 6} L-6 0 Z`} className="route-map__compass-needle" />
      <path d={`M0 ${-r + 6} L6 0 L-6 0 Z`} className="route-map__compass-north" />
      <text y={-r - 4} textAnchor="middle" className="route-map__compass-letter">
        N
      </text>
    </g>
  )
}

export function RouteMapSvg({ layout, label }: { layout: RouteMapLayout; label: string }) {
  const id = `route-map-${layout.orientation}`
  return (
    <svg
      className={`route-map route-map--${layout.orientation}`}
      viewBox={layout.viewBox}
      width={layout.width}
      height={layout.height}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <linearGradient id={`${id}-sea`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="route-map__sea-start" />
          <stop offset="1" className="route-map__sea-end" />
        </linearGradient>
        <pattern id={`${id}-grid`} width="50" height="50" patternUnits="userSpaceOnUse">
          <path d="M50 0H0V50" className="route-map__grid-line" />
        </pattern>
      </defs>
      <rect width={layout.width} height={layout.height} rx="18" fill={`url(#${id}-sea)`} />
      <rect width={layout.width} height={layout.height} rx="18" fill={`url(#${id}-grid)`} />
      <rect x="6" y="6" width={layout.width - 12} height={layout.height - 12} rx="13" className="route-map__frame" />
      {layout.compass ? <Compass {...layout.compass} /> : null}
      {layout.spokes ? <path d={layout.spokes} className="route-map__spokes" /> : null}
      {layout.excursions.map((site) => (
        <circle key={site.name} cx={site.x} cy={site.y} r={site.r} className="route-map__excursion" />
      ))}
      {layout.path ? (
        <>
          <path d={layout.path} className="route-map__route-halo" />
          <path d={layout.path} className="route-map__route" />
        </>
      ) : null}
      {layout.arrows.map((arrow, index) => (
        <path
          key={index}
          d="M-5 -6 L3 0 L-5 6"
          transform={`translate(${arrow.x} ${arrow.y}) rotate(${arrow.angle})`}
          className="route-map__arrow"
        />
      ))}
      {layout.points.map((point) => (
        <g key={point.number} className={`route-map__stop route-map__stop--${point.role}`}>
          {point.role !== 'stop' ? (
            <circle cx={point.x} cy={point.y} r={point.r + 6} className="route-map__halo" />
          ) : null}
          <circle cx={point.x} cy={point.y} r={point.r} className="route-map__marker" />
          <text
            x={point.x}
            y={point.y}
            dy="0.35em"
            textAnchor="middle"
            className="route-map__number"
            fontSize={point.role === 'stop' ? 13 : 15}
          >
            {point.number}
          </text>
        </g>
      ))}
      {[...layout.points.map((point) => point.label), ...layout.excursions.map((site) => site.label)].map((text) => (
        <text
          key={`${text.x} ${text.y}`}
          x={text.x}
          y={text.y}
          textAnchor={text.anchor}
          className={text.kicker || text.detail ? 'route-map__label' : 'route-map__label route-map__label--minor'}
        >
          {text.kicker ? (
            <tspan
              x={text.x}
              y={text.y - LABEL_FONT_SIZE - (KICKER_LINE_HEIGHT - KICKER_FONT_SIZE)}
              className="route-map__kicker"
              fontSize={KICKER_FONT_SIZE}
            >
              {text.kicker.toUpperCase()}
            </tspan>
          ) : null}
          {text.lines.map((line, index) => (
            <tspan key={index} x={text.x} y={text.y + index * LABEL_LINE_HEIGHT} fontSize={LABEL_FONT_SIZE}>
              {line}
            </tspan>
          ))}
          {text.detail ? (
            <tspan
              x={text.x}
              y={text.y + (text.lines.length - 1) * LABEL_LINE_HEIGHT + DETAIL_LINE_HEIGHT}
              className="route-map__detail"
              fontSize={DETAIL_FONT_SIZE}
            >
              {text.detail}
            </tspan>
          ) : null}
        </text>
      ))}
    </svg>
  )
}

function StopList({ stops }: { stops: MapStop[] }) {
  const last = stops.length - 1
  return (
    <ol className="route-stops" role="list">
      {stops.map((stop, index) => {
        const role = stops.length === 1 ? 'only' : index === 0 ? 'start' : index === last ? 'end' : 'stop'
        const tag = role === 'start' ? 'Start' : role === 'end' ? 'End' : null
        return (
          <li key={stop.number} className={`route-stops__item route-stops__item--${role}`}>
            <span className="route-stops__marker" aria-hidden="true">
              {stop.number}
            </span>
            <div className="route-stops__body">
              <h3 className="route-stops__name">
                {stop.name}
                {tag ? <span className="route-stops__tag">{tag}</span> : null}
              </h3>
              <p className="route-stops__when">
                <span>{dayRange(stop)}</span>
                <span>{nightsText(stop.nights)}</span>
              </p>
              {stop.stay ? <p className="route-stops__stay">Staying at {stop.stay}</p> : null}
              {stop.visits.length ? (
                <ul className="route-stops__visits">
                  {stop.visits.map((visit) => (
                    <li key={visit.day}>
                      Day {visit.day}: {visit.title}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}

export function TourMap({ data }: { data: TourMapData }) {
  const { tour, stops, countries, accommodations } = data
  const layouts = useMemo(() => {
    const inputs = stops.map((stop) => ({ name: stop.name, detail: mapDetail(stop) }))
    const excursions = stops.length === 1 ? stops[0]!.visits.map((visit) => visit.title) : []
    return (['wide', 'tall'] as MapOrientation[]).map((orientation) =>
      layoutRouteMap(inputs, { orientation, excursions }),
    )
  }, [stops])
  const label = routeMapLabel(tour.name, stops)
  const duration = tour.durationDays === 1 ? '1 day' : `${tour.durationDays} days`
  return (
    <div className="tour-map container">
      <Breadcrumb
        items={[
          { name: 'Home', url: '/' },
          { name: tour.name, url: tour.url },
          { name: 'Tour map', url: `${tour.url}#map` },
        ]}
      />
      <header className="tour-map__header">
        <p className="tour-map__kicker">Tour map</p>
        <h1 className="tour-map__title">{tour.name}</h1>
        <p className="tour-map__meta">
          <span>{duration}</span>
          {countries.length ? <span>{countries.join(', ')}</span> : null}
          <span>{stops.length === 1 ? '1 stop' : `${stops.length} stops`}</span>
        </p>
      </header>

      {stops.length ? (
        <figure className="tour-map__figure">
          {layouts.map((layout) => (
            <RouteMapSvg key={layout.orientation} layout={layout} label={label} />
          ))}
          <figcaption className="tour-map__caption">{mapCaption(stops)}</figcaption>
        </figure>
      ) : null}

      <div className="tour-map__details">
        <section className="tour-map__section" aria-labelledby="tour-map-stops">
          <h2 id="tour-map-stops">Your route, stop by stop</h2>
          {stops.length ? (
            <StopList stops={stops} />
          ) : (
            <p>The day-by-day route for this holiday is being finalised. Please see the tour page for details.</p>
          )}
        </section>
        {accommodations.length ? (
          <section className="tour-map__section tour-map__stays" aria-labelledby="tour-map-stays">
            <h2 id="tour-map-stays">Where you stay</h2>
            <ul className="tour-map__stay-list">
              {accommodations.map((stay, index) => (
                <li key={`${stay.name}-${index}`}>
                  <strong>{stay.name}</strong>
                  <span>{stay.location}</span>
                  <span>{nightsText(stay.nights)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <p className="tour-map__back">
        <Link className="button button--primary" to={tour.url}>
          Back to {tour.name}
        </Link>
      </p>
    </div>
  )
}
