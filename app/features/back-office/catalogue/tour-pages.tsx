import { Form, Link } from 'react-router'
import { CellInput, CsrfField, day, Notice, pounds, SubmitButton, TextInput } from '../shell'
import type { TourEditActionData, TourEditPageData, TourIntent } from './tour-admin.server'

/*
 * Editing one tour (issue 14): its texts, SEO fields and publish state, then the prices of its excursions and of its
 * add-ons' departures. Three forms, each with its own intent, so a mistake in one never loses what was typed in
 * another; each form's message and field errors show beside it.
 */

function FormNotice({ actionData, intent }: { actionData: TourEditActionData | undefined; intent: TourIntent }) {
  if (actionData?.kind === 'saved' && actionData.intent === intent)
    return <Notice kind="success">{actionData.message}</Notice>
  if (actionData?.kind === 'invalid' && actionData.intent === intent)
    return <Notice kind="error">Please correct the fields marked below.</Notice>
  return null
}

export function TourEditPage({ page, actionData }: { page: TourEditPageData; actionData?: TourEditActionData }) {
  const { tour, limits } = page
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  const invalid = (intent: TourIntent) =>
    actionData?.kind === 'invalid' && actionData.intent === intent ? actionData : null
  const tourErrors = invalid('tour')?.fieldErrors ?? {}
  const tourValues = invalid('tour')?.values ?? null
  const excursionErrors = invalid('excursion-prices')?.fieldErrors ?? {}
  const excursionValues = invalid('excursion-prices')?.values ?? {}
  const addonErrors = invalid('addon-prices')?.fieldErrors ?? {}
  const addonValues = invalid('addon-prices')?.values ?? {}
  const withPage = (n: number) => `${brandQuery}&page=${n}`
  return (
    <section className="admin-page" aria-labelledby="admin-tour-title">
      <h1 id="admin-tour-title">{`Tour ${tour.code}: ${tour.name}`}</h1>
      <p>
        {page.brandName}, {tour.marketCode} market. {tour.published ? 'Published' : 'Not published'}.{' '}
        {tour.published ? <Link to={`/tours/${tour.slug}`}>See the tour page</Link> : null}{' '}
        <Link to={`/admin/tours${brandQuery}`}>All tours</Link>
      </p>
      {actionData?.kind === 'refused' ? <Notice kind="error">{actionData.message}</Notice> : null}

      <h2 id="tour-texts">Texts and publishing</h2>
      <FormNotice actionData={actionData} intent="tour" />
      <Form method="post" className="admin-form admin-form--wide" aria-labelledby="tour-texts" noValidate>
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="tour" />
        <TextInput
          name="name"
          label="Name"
          defaultValue={tourValues?.name ?? tour.name}
          error={tourErrors.name}
          hint={`Up to ${limits.name} characters.`}
        />
        <TextInput
          name="description"
          label="Description"
          rows={4}
          defaultValue={tourValues?.description ?? tour.description}
          error={tourErrors.description}
          hint="Plain text: it shows on the tour card and site search finds its words."
        />
        <TextInput
          name="overviewHtml"
          label="Overview (HTML)"
          rows={12}
          className="admin-code"
          defaultValue={tourValues?.overviewHtml ?? tour.overviewHtml}
          error={tourErrors.overviewHtml}
          hint="No scripts, frames, forms or event handlers; links to web, e-mail or telephone addresses only."
        />
        <TextInput
          name="accommodationHtml"
          label="Accommodation (HTML)"
          rows={8}
          className="admin-code"
          defaultValue={tourValues?.accommodationHtml ?? tour.accommodationHtml}
          error={tourErrors.accommodationHtml}
        />
        <TextInput
          name="offerText"
          label="Offer text (optional)"
          required={false}
          defaultValue={tourValues?.offerText ?? tour.offerText}
          error={tourErrors.offerText}
        />
        <TextInput
          name="seoTitle"
          label="SEO title (optional)"
          required={false}
          defaultValue={tourValues?.seoTitle ?? tour.seoTitle}
          error={tourErrors.seoTitle}
          hint={`What search engines show as the page's title, ${limits.seoTitle} characters or fewer. Left empty, it is "${tour.name} | ${page.brandName}".`}
        />
        <TextInput
          name="seoDescription"
          label="SEO description (optional)"
          required={false}
          rows={3}
          defaultValue={tourValues?.seoDescription ?? tour.seoDescription}
          error={tourErrors.seoDescription}
          hint={`What search engines show under the title, ${limits.seoDescription} characters or fewer. Left empty, it is the start of the description.`}
        />
        <div className="field">
          <input
            id="tour-published"
            name="published"
            type="checkbox"
            value="yes"
            defaultChecked={tourValues ? tourValues.published === 'yes' : tour.published}
            aria-describedby="tour-published-hint"
          />{' '}
          <label htmlFor="tour-published">Published</label>
          <p className="field__hint" id="tour-published-hint">
            An unpublished tour is not on the site: its page is not found and search leaves it out.
          </p>
        </div>
        <SubmitButton>Save tour</SubmitButton>
      </Form>

      <h2 id="tour-excursions">Excursions</h2>
      <FormNotice actionData={actionData} intent="excursion-prices" />
      {page.excursions.length ? (
        <Form method="post" className="admin-form admin-form--wide" aria-labelledby="tour-excursions" noValidate>
          <CsrfField token={page.csrfToken} />
          <input type="hidden" name="intent" value="excursion-prices" />
          <p className="admin-note" id="tour-excursions-hint">
            Prices per person; an excursion may be free (0.00).
          </p>
          <div className="admin-table-scroll" role="region" aria-labelledby="tour-excursions" tabIndex={0}>
            <table className="admin-table" aria-labelledby="tour-excursions" aria-describedby="tour-excursions-hint">
              <thead>
                <tr>
                  <th scope="col">Excursion</th>
                  <th scope="col">Day</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {page.excursions.map((excursion) => {
                  const name = `excursion-${excursion.id}-price`
                  return (
                    <tr key={excursion.id}>
                      <th scope="row">{excursion.name}</th>
                      <td>{excursion.dayNumber ?? '–'}</td>
                      <td>
                        <CellInput
                          id={`tour-${name}`}
                          name={name}
                          label={`${excursion.name}: price per person (${excursion.currency})`}
                          defaultValue={excursionValues[name] ?? pounds(excursion.priceMinor)}
                          error={excursionErrors[name]}
                          inputMode="decimal"
                        />
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <SubmitButton>Save excursion prices</SubmitButton>
        </Form>
      ) : (
        <p>This tour has no excursions.</p>
      )}

      <h2 id="tour-addons">Add-on departures</h2>
      <FormNotice actionData={actionData} intent="addon-prices" />
      {page.addonDepartures.length ? (
        <Form method="post" className="admin-form admin-form--wide" aria-labelledby="tour-addons" noValidate>
          <CsrfField token={page.csrfToken} />
          <input type="hidden" name="intent" value="addon-prices" />
          <p className="admin-note" id="tour-addons-hint">
            The extensions offered with the tour&rsquo;s departures still to come, soonest first. Prices per person,
            above 0.
          </p>
          <div className="admin-table-scroll" role="region" aria-labelledby="tour-addons" tabIndex={0}>
            <table className="admin-table" aria-labelledby="tour-addons" aria-describedby="tour-addons-hint">
              <thead>
                <tr>
                  <th scope="col">Add-on</th>
                  <th scope="col">With departure</th>
                  <th scope="col">Starts</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {page.addonDepartures.map((row) => {
                  const name = `addon-${row.id}-price`
                  return (
                    <tr key={row.id}>
                      <th scope="row">{row.addonName}</th>
                      <td>{row.departureCode}</td>
                      <td>{day(row.startDate)}</td>
                      <td>
                        <CellInput
                          id={`tour-${name}`}
                          name={name}
                          label={`${row.addonName} starting ${day(row.startDate)}: price per person (${row.currency})`}
                          defaultValue={addonValues[name] ?? pounds(row.priceMinor)}
                          error={addonErrors[name]}
                          inputMode="decimal"
                        />
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <SubmitButton>Save add-on prices</SubmitButton>
        </Form>
      ) : (
        <p>{page.addonPage > 1 ? 'No more add-on departures.' : 'This tour has no add-on departures to come.'}</p>
      )}
      {page.addonPage > 1 || page.addonHasMore ? (
        <nav className="admin-pager" aria-label="Pages of add-on departures">
          {page.addonPage > 1 ? <Link to={withPage(page.addonPage - 1)}>Sooner add-on departures</Link> : null}
          {page.addonHasMore ? <Link to={withPage(page.addonPage + 1)}>Later add-on departures</Link> : null}
        </nav>
      ) : null}
    </section>
  )
}
