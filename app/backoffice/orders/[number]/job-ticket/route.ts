import { requestDb } from '@/lib/api/request-db'
import { staffForRoute, staffLog } from '@/lib/api/backoffice/staff-session'
import { jobTicketOfLine, jobTicketsOfOrder } from '@/lib/backoffice/job-ticket/load'
import { renderJobTickets } from '@/lib/backoffice/job-ticket/pdf'
import { T } from '@/lib/backoffice/texts'

export const dynamic = 'force-dynamic'

const notFound = () =>
  new Response(T.jobTicket.notFound, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/**
 * GET: the job ticket (Laufzettel) PDF of one line (?line=<id>), or of every line of the order, one
 * page each (ADR 0090); for staff who work on orders (others 403, anyone else 404). No prices on it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ number: string }> }) {
  const session = await staffForRoute('viewJobTicket')
  if (session instanceof Response) return session
  const { number } = await params
  const line = new URL(request.url).searchParams.get('line')
  const db = await requestDb()
  const tickets =
    line === null ? await jobTicketsOfOrder(db, number) : [await jobTicketOfLine(db, number, line)]
  const found = tickets?.filter((t) => t !== null) ?? []
  const [head] = found
  if (!head) return notFound()
  staffLog(session, 'printed-job-ticket', { order: number, line })
  const name = line === null ? number : `${number}-${head.position}`
  return new Response(Buffer.from(await renderJobTickets(found)), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="Laufzettel-${name}.pdf"`,
      'cache-control': 'private, no-store',
    },
  })
}
