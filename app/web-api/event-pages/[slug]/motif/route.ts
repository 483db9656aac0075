import { getEventMotif } from '@/lib/api/events/rsvp/motif-route'

/** GET: the invitation's front page as the event page's motif. */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return getEventMotif(request, (await params).slug)
}
