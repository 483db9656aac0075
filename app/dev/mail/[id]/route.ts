import { notFound } from 'next/navigation'
import { NextResponse } from 'next/server'
import { env } from '@/lib/env'
import { mailViewerAnswers, readOutboxMessage } from '@/lib/mail/viewer'

export const dynamic = 'force-dynamic'

/** One stored message as the recipient's mail client would show its HTML part (see ../route.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!mailViewerAnswers(env(), request.headers)) notFound()
  const row = await readOutboxMessage((await params).id)
  if (!row) return NextResponse.json({ error: { status: 404, message: 'No such message' } }, { status: 404 })
  return new NextResponse(row.htmlBody, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // The body is our own template output, but scripts stay off all the same.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    },
  })
}
