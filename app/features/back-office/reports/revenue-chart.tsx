import { useId } from 'react'
import { revenueChart, type ChartPoint } from '../../ledger'
import { day, money } from '../shell'

/*
 * A small bar chart drawn on the server as SVG (issue 25): net figures per day or per month in one currency, bars
 * above the zero line for money in and below it for money out. An image with a title and a description that says
 * what it shows in words (the range, the best and worst bar, the total); the table beside it holds every figure.
 */

const PLOT = { width: 600, height: 180 }

const pointLabel = (label: string) => (label.length === 7 ? monthName(label) : day(label))

function monthName(yearMonth: string): string {
  return new Date(`${yearMonth}-01T00:00:00.000Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

export function RevenueChart({
  title,
  points,
  currency,
}: {
  title: string
  points: readonly ChartPoint[]
  currency: string
}) {
  const id = useId()
  if (points.length === 0) return null
  const chart = revenueChart(points, currency, PLOT)
  const total = points.reduce((sum, point) => sum + point.netMinor, 0)
  const best = points.reduce((a, b) => (b.netMinor > a.netMinor ? b : a))
  const worst = points.reduce((a, b) => (b.netMinor < a.netMinor ? b : a))
  const first = pointLabel(points[0]!.label)
  const last = pointLabel(points.at(-1)!.label)
  const description =
    `${points.length} bars from ${first} to ${last}, totalling ${money(total, currency)}. ` +
    `Highest: ${money(best.netMinor, currency)} on ${pointLabel(best.label)}. ` +
    `Lowest: ${money(worst.netMinor, currency)} on ${pointLabel(worst.label)}. The table gives every figure.`
  const zeroPercent = (chart.zeroY / PLOT.height) * 100
  // The bars stretch to the figure's width (preserveAspectRatio none); the scale and dates are HTML beside them, so
  // their text stays readable at any width instead of shrinking with the drawing.
  return (
    <figure className="admin-chart">
      <div className="admin-chart__plot">
        <div className="admin-chart__scale" aria-hidden="true">
          <span style={{ insetBlockStart: '0%' }}>{money(chart.maxMinor, currency)}</span>
          {zeroPercent > 12 && zeroPercent < 88 ? (
            <span style={{ insetBlockStart: `${zeroPercent}%` }}>{money(0, currency)}</span>
          ) : null}
          <span style={{ insetBlockStart: '100%' }}>{money(chart.minMinor, currency)}</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${PLOT.width} ${PLOT.height}`}
          preserveAspectRatio="none"
          className="admin-chart__svg"
          data-testid={`chart-${currency}`}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          <line x1={0} x2={PLOT.width} y1={0} y2={0} className="admin-chart__grid" vectorEffect="non-scaling-stroke" />
          {chart.bars.map((bar) => (
            <rect
              key={bar.label}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              className={bar.valueMinor < 0 ? 'admin-chart__bar admin-chart__bar--negative' : 'admin-chart__bar'}
            >
              <title>{`${pointLabel(bar.label)}: ${money(bar.valueMinor, currency)}`}</title>
            </rect>
          ))}
          <line
            x1={0}
            x2={PLOT.width}
            y1={chart.zeroY}
            y2={chart.zeroY}
            className="admin-chart__axis"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <p className="admin-chart__dates" aria-hidden="true">
          <span>{first}</span>
          <span>{last}</span>
        </p>
      </div>
      {/* The same words as the image's description, for sighted readers; hidden from screen readers, who hear it once. */}
      <figcaption className="admin-note" aria-hidden="true">
        {description}
      </figcaption>
    </figure>
  )
}
