import { notFound } from 'next/navigation'

/** The proxy rewrites paths it refuses with 404 here, so they get the brand's 404 page and status. */
export default function NotFoundRoute(): never {
  notFound()
}
