/*
 * Content: the brand's content blocks and one block's editor with its preview.
 * Server public module (loaders, actions, services and the pure rules server code needs).
 */
export { loadContentEditPage, loadContentListPage, submitContentEdit } from './content-admin.server'
export { CONTENT_HTML_MAX, unsafeHtmlProblem } from './content-rules'
