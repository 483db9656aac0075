import { notFound } from 'next/navigation'

/** Unknown paths under /backoffice get the same 404 as everything else here. */
export default function UnknownBackofficePage(): never {
  notFound()
}
