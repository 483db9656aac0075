import Link from 'next/link'
import { T } from '@/lib/backoffice/texts'

/** The one answer for anyone who is not signed-in staff: an ordinary "page not found". */
export default function BackofficeNotFound() {
  return (
    <main className="bo-main bo-narrow">
      <div className="bo-card">
        <h1>{T.notFound.heading}</h1>
        <p>{T.notFound.text}</p>
        <Link href="/">{T.notFound.home}</Link>
      </div>
    </main>
  )
}
