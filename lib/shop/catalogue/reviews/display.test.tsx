import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ReviewTable } from '@/components/backoffice/review-table'
import { RatingLine, StarRating } from '@/components/reviews/star-rating'
import { aggregateRatingJsonLd } from '@/containers/calendar-details/calendar-details'
import type { ProductReviewRow } from '@/lib/db/schema'
import { messagesFor } from '@/lib/i18n/messages'
import { serializeJsonLd } from '@/lib/seo/organisation'
import { authorDisplayName } from './author'
import { parseReviewCsv } from './import-csv'
import { roundAverage } from './ratings'

const row = (over: Partial<ProductReviewRow>): ProductReviewRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  brand: 'poster',
  productKind: 'calendar',
  productRef: '2101',
  rating: 4,
  title: null,
  body: null,
  authorName: 'Anna M.',
  source: 'import',
  orderId: null,
  orderLineId: null,
  externalId: 'x',
  status: 'pending',
  createdAt: new Date('2026-11-01T10:00:00Z'),
  publishedAt: null,
  ...over,
})

describe('showing reviews', () => {
  it('labels the stars for assistive technology and hides the drawing', () => {
    const html = renderToStaticMarkup(
      <StarRating summary={{ average: 4.6, count: 23 }} label="4,6 von 5 Sternen, 23 Bewertungen" />,
    )
    expect(html).toContain('role="img" aria-label="4,6 von 5 Sternen, 23 Bewertungen"')
    expect(html).toContain('width:92%')
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(2)
  })

  it('keeps the rating line (its height) for a product without reviews, empty', () => {
    expect(renderToStaticMarkup(<RatingLine />)).toMatch(
      /^<p class="[\w-]*line[\w-]*" data-testid="rating-line"><\/p>$/,
    )
  })

  it('words the label per language', () => {
    expect(messagesFor('de-DE').Reviews.stars).toContain('von 5 Sternen')
    expect(messagesFor('en-US').Reviews.stars).toContain('out of 5 stars')
  })

  it('escapes what reviewers typed, in the back office and in structured data', () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>'
    const html = renderToStaticMarkup(
      <ReviewTable rows={[row({ title: evil, body: evil })]} status="pending" />,
    )
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    const jsonLd = serializeJsonLd(aggregateRatingJsonLd('</script><b>', { average: 4.5, count: 2 }))
    expect(jsonLd).not.toContain('</script>')
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Product',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
    })
  })
})

describe('review values', () => {
  it.each([
    ['Anna', 'Müller', 'Anna M.'],
    ['  Jean   Luc ', 'picard', 'Jean Luc P.'],
    ['Ömer', '', 'Ömer'],
    ['', '', '–'],
  ])('%s %s is shown as %s', (first, last, shown) => {
    expect(authorDisplayName(first, last)).toBe(shown)
  })

  it.each([
    [4.55, 4.6],
    [4.649, 4.6],
    [14 / 3, 4.7],
    [5, 5],
  ])('averages round to one decimal: %d → %d', (value, rounded) => {
    expect(roundAverage(value)).toBe(rounded)
  })

  it('reads a comma-separated export with a byte-order mark and quoted line breaks', () => {
    const text =
      '\uFEFFreview_id,product_kind,product_ref,rating,author,text\r\na1,calendar,2101,5,Eva Lang,"Zwei\nZeilen"\r\n'
    const { rows, problems } = parseReviewCsv(new TextEncoder().encode(text))
    expect(problems).toEqual([])
    expect(rows).toEqual([
      expect.objectContaining({
        row: 2,
        externalId: 'a1',
        kind: 'calendar',
        ref: '2101',
        rating: 5,
        authorName: 'Eva L.',
        body: 'Zwei\nZeilen',
      }),
    ])
  })
})
