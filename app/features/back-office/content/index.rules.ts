/* Content's pure rules alone (the HTML limits), for pure modules of other sub-features: no components. */
export { CONTENT_HTML_MAX, unsafeHtmlProblem } from './content-rules'
