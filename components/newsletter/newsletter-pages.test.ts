import { describe, expect, it } from 'vitest'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { ACCOUNT_ROUTES } from '@/lib/shop/customers/account-urls'
import { eventAccountSegments } from '@/lib/shop/events/event'
import { eventPagePath } from '@/lib/shop/events/links'
import { showsNewsletter } from './newsletter-pages'

const ID = '7d6f89c2-e949-4777-8ce8-28bf487752f4'

describe('pages with the newsletter tab and pop-up', () => {
  it('leaves them out of the guests’ event page in every card shop', () => {
    for (const locale of ['de-DE', 'de-AT', 'de-CH'] as const)
      expect(showsNewsletter(eventPagePath('anna-und-ben-0123456789', locale))).toBe(false)
  })

  it('leaves them out of the couple’s event pages in the account: list, event, guest list, dashboard', () => {
    const paths = [
      ACCOUNT_ROUTES.events,
      eventAccountSegments(ID),
      eventAccountSegments(ID, 'guests'),
      eventAccountSegments(ID, 'dashboard'),
    ].map((route) => publicPath('card', 'at', 'web', route))
    for (const path of paths) expect(showsNewsletter(path), path).toBe(false)
  })

  it('keeps them on the shop’s pages and the rest of the account', () => {
    for (const route of [[], ['products', 'hochzeit'], ['kundenkonto'], ['kundenkonto', 'bestellungen']])
      expect(showsNewsletter(publicPath('card', 'de', 'web', route))).toBe(true)
    expect(showsNewsletter('/de/products/design/goldene-ringe-einladung/')).toBe(true)
    expect(showsNewsletter('/de/eventdekoration/')).toBe(true)
  })
})
