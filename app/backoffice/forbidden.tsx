import Link from 'next/link'
import { T } from '@/lib/backoffice/texts'

/** What a staff member sees (status 403) for a page or action their role may not use. */
export default function BackofficeForbidden() {
  return (
    <main className="bo-main bo-narrow">
      <div className="bo-card" role="alert">
        <h1>{T.forbidden.heading}</h1>
        <p>{T.forbidden.text}</p>
        <Link href="/backoffice">{T.forbidden.back}</Link>
      </div>
    </main>
  )
}
