import { data } from 'react-router'

// Placeholder until its issue lands: answers 404 like any unknown page.
export function loader() {
  throw data(null, { status: 404 })
}

export default function Placeholder() {
  return null
}
