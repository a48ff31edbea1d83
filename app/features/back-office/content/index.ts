/*
 * Content: the brand's content blocks and one block's editor with its preview.
 * Browser-safe public module (components, pure rules); server services: index.server.ts.
 */
export { ContentEditPage, ContentListPage } from './content-pages'
