import { notFound } from 'next/navigation'
import { NextResponse, type NextRequest } from 'next/server'
import { env } from '@/lib/env'
import {
  mailViewerAnswers,
  outboxListPage,
  outboxSummary,
  readOutbox,
  viewerQuerySchema,
} from '@/lib/mail/viewer'

export const dynamic = 'force-dynamic'

/** Development mail viewer: the outbox, newest first. Development and test only, this machine only. */
export async function GET(request: NextRequest) {
  if (!mailViewerAnswers(env(), request.headers)) notFound()
  const parsed = viewerQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!parsed.success) {
    return NextResponse.json(
      { error: { status: 400, message: 'to must be an e-mail address, format html or json' } },
      { status: 400 },
    )
  }
  const rows = await readOutbox(parsed.data.to)
  if (parsed.data.format === 'json') return NextResponse.json({ messages: rows.map(outboxSummary) })
  return new NextResponse(outboxListPage(rows), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
