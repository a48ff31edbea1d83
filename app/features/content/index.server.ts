/* The content feature's server services: typed content blocks ("from page data" in the specs) by key. */
export {
  getContentBlock,
  getContentBlocks,
  type ContentBlock,
  type ContentBlockData,
  type ContentBlockKey,
  type ContentLink,
  type InfoPageBlockKey,
} from './content.server'
// The registry itself, for the back office's content editor (issue 14).
export {
  CONTENT_BLOCK_SCHEMAS,
  INFO_PAGE_BLOCK_PREFIX,
  contentBlockSchema,
  isContentBlockKey,
} from './content-registry'
// The HTML allow-list of content blocks and catalogue texts (issue 24): on save and on render.
export {
  CONTENT_HTML_ALLOWED_SCHEMES,
  CONTENT_HTML_ALLOWED_TAGS,
  hasDisallowedHtml,
  sanitiseContentHtml,
  sanitiseHtmlFields,
} from './html-sanitiser.server'
