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
