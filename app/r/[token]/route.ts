import { openShortLink } from '@/lib/api/events/rsvp/short-link'

export const dynamic = 'force-dynamic'

/** A household's printed RSVP link (issue 31): remembers the household, then the event page. */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  return openShortLink(request, (await params).token)
}
