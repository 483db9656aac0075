import { eventRsvpFixture, FIXTURE_EVENT_PASSWORD } from '@/lib/api/e2e-fixtures/event-rsvp'
import { requestDb } from '@/lib/api/request-db'
import { eventPagePath, rsvpShortPath } from '@/lib/shop/events/links'

// Read E2E_FIXTURES per request: the build never sets it, the browser-test server does.
export const dynamic = 'force-dynamic'

/**
 * Test-only: POST makes a fresh wedding for the event page's browser test (?password=1 with a page
 * password, ?draft=1 unpublished) and answers its page, short links and ids as JSON. A 404 everywhere
 * unless the server runs with E2E_FIXTURES=1.
 */
export async function POST(request: Request) {
  if (process.env.E2E_FIXTURES !== '1') return new Response('Not found', { status: 404 })
  const query = new URL(request.url).searchParams
  const w = await eventRsvpFixture(await requestDb(), {
    password: query.get('password') === '1',
    draft: query.get('draft') === '1',
  })
  return Response.json({
    pagePath: eventPagePath(w.slug, 'de-DE'),
    slug: w.slug,
    password: FIXTURE_EVENT_PASSWORD,
    ceremonyId: w.ceremonyId,
    partyId: w.partyId,
    berg: { ...w.berg, link: rsvpShortPath(w.berg.token) },
    klein: { ...w.klein, link: rsvpShortPath(w.klein.token) },
  })
}
