/**
 * The pages the bench and the JS budget measure. Listing and product pages are content/listing pages
 * (budget 150 kB gzip), the design tools (card, wall art, calendar, photo book) have their own budget
 * (250 kB). The product and editor paths take the first design of the wedding listing, so they
 * follow the seeded catalogue.
 */
import { CALENDAR_ROUTE, PHOTOBOOK_ROUTE, WALL_ART_ROUTE } from '@/lib/config/routes'
import { get } from './http-client'

export type PageKind = 'content' | 'listing' | 'editor'

export interface BenchPage {
  name: string
  kind: PageKind
  path: string
  host?: string
  /** Same bytes for every visitor: compared with the static floors. */
  cached: boolean
  /**
   * Lighthouse (mobile) score the page must reach; 95 unless said. The calendar and photo-book
   * configurators are held to 90 (issue 28): a multi-page editor with its still and options form.
   */
  lighthouseTarget?: number
}

export const JS_BUDGET_KB: Record<PageKind, number> = { content: 150, listing: 150, editor: 250 }

export async function benchPages(origin: string, port: number): Promise<BenchPage[]> {
  const listing = '/de/products/hochzeit/'
  const html = (await get(origin + listing)).body.toString('utf8')
  const product = /href="(\/de\/products\/design\/[^"]+)"/.exec(html)?.[1]
  if (!product) throw new Error('no design found on the wedding listing: is the catalogue seeded?')
  const detail = (await get(origin + product)).body.toString('utf8')
  const editor = /href="(\/de\/configurator-card\?design=[^"]+)"/.exec(detail)?.[1]?.replace(/&amp;/g, '&')
  if (!editor) throw new Error(`no design-tool link on ${product}`)
  const event = await eventPagePath(origin)
  return [
    { name: 'card home', kind: 'content', path: '/de/', cached: true },
    // Listings, product and theme pages: one rendering for everyone without a session (ADR 0031,
    // 0112); content pages: one for every visitor without cookies (ADR 0112).
    { name: 'occasion listing', kind: 'listing', path: listing, cached: true },
    { name: 'product detail', kind: 'listing', path: product, cached: true },
    { name: 'theme page', kind: 'listing', path: '/de/themes/1461/', cached: true },
    { name: 'content page', kind: 'content', path: '/de/versand/', cached: true },
    { name: 'poster home', kind: 'content', path: '/de', host: `myposter.localhost:${port}`, cached: true },
    { name: 'design tool', kind: 'editor', path: editor, cached: false },
    {
      name: 'wall-art configurator',
      kind: 'editor',
      path: `/de/${WALL_ART_ROUTE}?material=poster`,
      host: `myposter.localhost:${port}`,
      cached: false,
    },
    {
      name: 'calendar configurator',
      kind: 'editor',
      // Design group 2101: a wall calendar of the seeded list; the rest of the options are its defaults.
      path: `/de/${CALENDAR_ROUTE}?designGroupId=2101`,
      host: `myposter.localhost:${port}`,
      cached: false,
      lighthouseTarget: 90,
    },
    {
      name: 'photo-book configurator',
      kind: 'editor',
      // Without a set the configurator opens the most popular one, as from the overview's first tile.
      path: `/de/${PHOTOBOOK_ROUTE}`,
      host: `myposter.localhost:${port}`,
      cached: false,
      lighthouseTarget: 90,
    },
    // Issue 31: a guest's phone opening the invitation (the motif drawn from the couple's design).
    { name: 'event page', kind: 'content', path: event, cached: false },
  ]
}

/**
 * A published wedding from the browser tests' fixture route (the bench server runs with
 * E2E_FIXTURES=1 for it): the event page as a guest without the personal link first sees it.
 */
async function eventPagePath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/de/test-fixtures/event-rsvp/`, {
    method: 'POST',
    headers: { origin },
  })
  if (!response.ok) throw new Error(`the event page fixture answered ${response.status}: E2E_FIXTURES=1?`)
  return ((await response.json()) as { pagePath: string }).pagePath
}
