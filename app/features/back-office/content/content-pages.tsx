import { Form, Link } from 'react-router'
import { CsrfField, DataTable, FilterForm, InputField, Notice, SubmitButton, TextInput } from '../shell'
import type { ContentEditActionData, ContentEditPageData, ContentListPageData } from './content-admin.server'

/* The content editor's pages (issue 14): the brand's blocks by group, and one block's edit form with a preview. */

const withBrand = (path: string, brandId: string) => `${path}?brand=${encodeURIComponent(brandId)}`

export function ContentListPage({ page }: { page: ContentListPageData }) {
  return (
    <section className="admin-page" aria-labelledby="admin-content-title">
      <h1 id="admin-content-title">Content</h1>
      <p>
        The texts of {page.brandName}&rsquo;s pages. A block without saved text shows the site&rsquo;s default wording.
      </p>
      <FilterForm label="Find a content block" brandId={page.brandId} submitLabel="Find">
        <InputField name="q" type="search" label="Key or title" defaultValue={page.q} />
      </FilterForm>
      {page.groups.length === 0 ? <p className="admin-empty">No content block matches “{page.q}”.</p> : null}
      {page.groups.map((group) => (
        <DataTable
          key={group.name}
          caption={group.name}
          rows={group.blocks}
          rowKey={(block) => block.key}
          empty="No blocks."
          columns={[
            {
              key: 'key',
              header: 'Block',
              kind: 'code',
              cell: (block) => <Link to={withBrand(`/admin/content/${block.key}`, page.brandId)}>{block.key}</Link>,
            },
            { key: 'title', header: 'Title', value: (block) => block.title ?? '' },
            { key: 'stored', header: 'Saved text', cell: (block) => (block.stored ? 'Yes' : 'No (default wording)') },
          ]}
        />
      ))}
    </section>
  )
}

/** One data field as the preview shows it: HTML rendered (it passed the safety rules), links as links. */
function PreviewValue({ name, value }: { name: string; value: unknown }) {
  if (typeof value === 'string' && /html$/i.test(name))
    return <div className="admin-preview__html" dangerouslySetInnerHTML={{ __html: value }} />
  if (Array.isArray(value))
    return (
      <ul>
        {value.map((item, index) => (
          <li key={index}>
            <PreviewValue name={name} value={item} />
          </li>
        ))}
      </ul>
    )
  if (value && typeof value === 'object') {
    const link = value as { url?: unknown; name?: unknown }
    if (typeof link.url === 'string') return <a href={link.url}>{String(link.name ?? link.url)}</a>
    return (
      <dl>
        {Object.entries(value).map(([field, nested]) => (
          <div key={field}>
            <dt>{field}</dt>
            <dd>
              <PreviewValue name={field} value={nested} />
            </dd>
          </div>
        ))}
      </dl>
    )
  }
  return <>{String(value)}</>
}

function Preview({ preview }: { preview: Extract<ContentEditActionData, { kind: 'preview' }> }) {
  const fields = Object.entries(preview.dataJson ? (JSON.parse(preview.dataJson) as Record<string, unknown>) : {})
  return (
    <section className="admin-preview" aria-labelledby="admin-preview-title">
      <h2 id="admin-preview-title">Preview (not saved)</h2>
      <div className="admin-preview__frame">
        {preview.title ? <p className="admin-preview__title">{preview.title}</p> : null}
        {preview.bodyHtml ? (
          <div className="admin-preview__html" dangerouslySetInnerHTML={{ __html: preview.bodyHtml }} />
        ) : null}
        {fields.length ? (
          <dl className="admin-preview__fields">
            {fields.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>
                  <PreviewValue name={name} value={value} />
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {!preview.title && !preview.bodyHtml && !fields.length ? (
          <p>The block is empty: the page shows its default wording.</p>
        ) : null}
      </div>
    </section>
  )
}

export function ContentEditPage({
  page,
  actionData,
}: {
  page: ContentEditPageData
  actionData?: ContentEditActionData
}) {
  const errors = actionData?.kind === 'invalid' ? actionData.fieldErrors : {}
  const values = actionData && actionData.kind !== 'saved' ? actionData.values : page
  // A block without data fields gets no JSON box (an empty `{}` there only invites a mistake); data saved for it
  // before still shows, so it can be seen and cleared.
  const takesData = page.dataFields.length > 0 || !/^\s*(\{\s*\})?\s*$/.test(values.dataJson)
  return (
    <section className="admin-page" aria-labelledby="admin-content-edit-title">
      <h1 id="admin-content-edit-title">{`Content block ${page.key}`}</h1>
      <p>
        <Link to={withBrand('/admin/content', page.brandId)}>All content blocks</Link>
        {page.publicPath ? (
          <>
            {' · '}
            <a href={page.publicPath}>See the page on the site</a>
          </>
        ) : null}
      </p>
      {actionData?.kind === 'saved' ? (
        <Notice kind="success">Saved. The site shows the new text within seconds.</Notice>
      ) : null}
      {actionData?.kind === 'invalid' ? <Notice kind="error">Please correct the fields marked below.</Notice> : null}
      {!page.stored && actionData?.kind !== 'saved' ? (
        <p className="admin-note">
          {page.brandName} has no saved text for this block yet: the site shows its defaults.
        </p>
      ) : null}
      {actionData?.kind === 'preview' ? <Preview preview={actionData} /> : null}
      <Form method="post" className="admin-form admin-form--wide" noValidate>
        <CsrfField token={page.csrfToken} />
        <TextInput
          name="title"
          label="Title (optional)"
          defaultValue={values.title}
          error={errors.title}
          required={false}
        />
        <TextInput
          name="bodyHtml"
          label="Body HTML (optional)"
          hint="Paragraphs, lists, headings and links. Scripts, frames, styles and event handlers are refused."
          defaultValue={values.bodyHtml}
          error={errors.bodyHtml}
          required={false}
          rows={10}
          className="admin-code"
        />
        {takesData ? (
          <TextInput
            name="dataJson"
            label="Data (JSON, optional)"
            hint={
              page.dataFields.length
                ? `Fields this block takes: ${page.dataFields.join(', ')}.`
                : 'This block takes no data fields: empty the box to remove what was saved.'
            }
            defaultValue={values.dataJson}
            error={errors.dataJson}
            required={false}
            rows={10}
            className="admin-code"
          />
        ) : (
          <p className="admin-note">This block takes no data fields: its title and body are all it shows.</p>
        )}
        <div className="admin-actions">
          <SubmitButton name="intent" value="preview" variant="secondary">
            Preview
          </SubmitButton>
          <SubmitButton name="intent" value="save">
            Save
          </SubmitButton>
        </div>
      </Form>
    </section>
  )
}
