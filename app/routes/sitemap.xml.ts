import { data } from 'react-router'

// Placeholder until the tour page issue lands.
export function loader() {
  throw data(null, { status: 404 })
}
