import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Blok } from '@/lib/cms/types'
import { chooseVariant, abTestSchema } from './ab-test/ab-test'
import { Container } from './render-bloks'
import { promisesSamples, shippingRows } from './shipping-price-table/shipping-rows'
import { deliveryCountriesOf } from '@/lib/config/shipping'
import type { ContainerContext } from './types'

// next.config's skipTrailingSlashRedirect makes the build set this; without it next/link would drop
// the card brand's trailing slash from link targets.
process.env.__NEXT_MANUAL_TRAILING_SLASH = 'true'

/** Fixture stories for the containers of the home and content pages: full, empty and malformed data. */
const ctx: ContainerContext = {
  brand: 'card',
  locale: 'de-DE',
  localeSegment: 'de',
  trailingSlash: true,
  variant: 'web',
  draft: false,
}
const draft = { ...ctx, draft: true }
const poster: ContainerContext = {
  ...ctx,
  brand: 'poster',
  localeSegment: 'us',
  locale: 'en-US',
  trailingSlash: false,
}
let uid = 0
const blok = (component: string, fields: Record<string, unknown> = {}): Blok => ({
  component,
  _uid: `c${++uid}`,
  ...fields,
})
// Async server components (translations) render through React's server renderer in the build; here
// the synchronous ones are checked by markup and the async ones by their transform via the registry.
const html = (b: Blok, c = ctx) => renderToStaticMarkup(<Container blok={b} ctx={c} />)
const item = (component: string, fields: Record<string, unknown>) => blok(component, fields)

const FIXTURES: Record<string, { full: Record<string, unknown>; malformed: Record<string, unknown> }> = {
  sub_teaser: {
    full: {
      headline: 'Anlässe',
      items: [item('t', { title: 'Hochzeit', url: '/products/?occasion=hochzeit' })],
    },
    malformed: { items: 'Hochzeit' },
  },
  seo_questions: {
    full: {
      headline: 'Fragen',
      items: [item('q', { question: 'Wie lange?', answer: 'Zwei Tage.\n\nOder vier.' })],
    },
    malformed: { items: [{ question: 42 }] },
  },
  quotes_category: {
    full: { headline: 'Sprüche', quotes: [item('quote', { text: 'Liebe ist…', source: 'Rilke' })] },
    malformed: { quotes: {} },
  },
  usp_teaser: {
    full: { items: [item('usp', { icon: 'truck', title: 'Express' })], buttonText: 'Mehr', url: '/versand/' },
    malformed: { items: [{ title: 7 }] },
  },
  material_tiles: {
    full: {
      items: [item('m', { material: 'leinwand', title: 'Leinwand', url: '/products?product=leinwand' })],
    },
    malformed: { items: [item('m', { material: 'marmor', title: 'Marmor' })] },
  },
  sitemap: {
    full: { items: [item('g', { headline: 'Shop', links: [{ label: 'Produkte', url: '/products/' }] })] },
    malformed: { items: [{ headline: 'Shop', links: 'x' }] },
  },
  more_information: {
    full: {
      headline: 'Papier',
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Matt.' }] }] },
    },
    malformed: { body: 'Matt.' },
  },
  ab_test: {
    full: {
      defaultVariant: 'a',
      variants: [{ name: 'a', body: [item('info_text', { title: 'Variante A' })] }],
    },
    malformed: { variants: [{ body: [] }] },
  },
}

describe('content containers', () => {
  it.each(Object.keys(FIXTURES))('%s renders its fixture story', (name) => {
    expect(html(blok(name, FIXTURES[name]?.full))).toContain(`data-container="${name}"`)
  })

  it.each([...Object.keys(FIXTURES), 'selling_points', 'review_block', 'voucher'])(
    '%s with no data yields nothing',
    (name) => {
      expect(html(blok(name))).toBe('')
    },
  )

  it.each(Object.keys(FIXTURES))('%s with malformed data yields nothing, a notice in draft', (name) => {
    expect(html(blok(name, FIXTURES[name]?.malformed))).toBe('')
    expect(html(blok(name, FIXTURES[name]?.malformed), draft)).toContain(`Container &quot;${name}&quot;`)
  })

  it('links story paths below the page locale, with the brand slash rule', () => {
    const tile = { items: [item('t', { title: 'Poster', url: '/products?product=poster' })] }
    expect(html(blok('sub_teaser', tile))).toContain('href="/de/products/?product=poster"')
    expect(html(blok('sub_teaser', tile), poster)).toContain('href="/us/products?product=poster"')
    const story = {
      items: [item('t', { title: 'Kontakt', url: { linktype: 'story', cached_url: 'card/kontakt' } })],
    }
    expect(html(blok('sub_teaser', story))).toContain('href="/de/kontakt/"')
    const unsafe = { items: [item('t', { title: 'X', url: 'javascript:alert(1)' })] }
    expect(html(blok('sub_teaser', unsafe))).not.toContain('href=')
  })

  it('gives SEO questions an accordion and FAQPage JSON-LD that cannot close its script', () => {
    const out = html(blok('seo_questions', { items: [item('q', { question: 'A</script>?', answer: 'B' })] }))
    expect(out).toContain('<details')
    expect(out).toContain('"@type":"FAQPage"')
    expect(out).not.toContain('A</script>')
  })

  it('lists each material once and drops tiles without a title', () => {
    const out = html(
      blok('material_tiles', {
        items: [
          item('m', { material: 'poster', title: 'Poster' }),
          item('m', { material: 'poster', title: 'Poster again' }),
          item('m', { material: 'leinwand', title: '' }),
        ],
      }),
    )
    expect(out.match(/data-material=/g)).toHaveLength(1)
  })
})

describe('A/B test wrapper', () => {
  const input = abTestSchema.parse({
    flagName: 'kls_home_teaser',
    defaultVariant: 'b',
    variants: [
      { name: 'a', body: [{ component: 'info_text', _uid: '1', title: 'A' }] },
      { name: 'b', body: [{ component: 'info_text', _uid: '2', title: 'B' }] },
    ],
  })
  it('renders the default variant until a treatment is passed (the feature-flag seam)', () => {
    expect(chooseVariant(input)?.variant).toBe('b')
    expect(chooseVariant(input, 'a')?.variant).toBe('a')
    expect(chooseVariant(input, 'control')?.variant).toBe('b')
    expect(html(blok('ab_test', input))).toContain('data-variant="b"')
  })

  it("renders the variant of the rendering's treatment for its flag, the default for other flags", () => {
    const onOff = {
      ...input,
      defaultVariant: 'off',
      variants: input.variants.map((v, i) => ({ ...v, name: ['on', 'off'][i]! })),
    }
    const on: ContainerContext = { ...ctx, treatments: { kls_home_teaser: 'on' } }
    expect(html(blok('ab_test', onOff), on)).toContain('data-variant="on"')
    const otherFlag: ContainerContext = { ...ctx, treatments: { kls_other: 'on' } }
    expect(html(blok('ab_test', onOff), otherFlag)).toContain('data-variant="off"')
    expect(html(blok('ab_test', onOff))).toContain('data-variant="off"')
  })
})

describe('shipping rules (issue 32 point 8)', () => {
  it('promise free sample cards in the card channel only', () => {
    expect(promisesSamples('card', 'de')).toBe(true)
    expect(promisesSamples('card', 'ch')).toBe(true)
    expect(promisesSamples('poster', 'de')).toBe(false)
    expect(promisesSamples('poster', 'us')).toBe(false)
  })
})

describe('shipping rows', () => {
  it('come from the pricing engine for every delivery country of the European shops', () => {
    const rows = shippingRows(deliveryCountriesOf('de'))
    expect(rows.map((r) => r.country)).toEqual(['DE', 'AT', 'CH', 'LI', 'LU', 'FR', 'IT', 'BE', 'NL', 'ES'])
    expect(rows[0]).toEqual({
      country: 'DE',
      currency: 'EUR',
      prices: { standard: 499, express: 1299, saturday: 2299 },
    })
    expect(rows[1]?.prices).toEqual({ standard: 599, express: 2299, saturday: null })
    expect(rows[2]).toMatchObject({
      currency: 'CHF',
      prices: { standard: 999, express: 3499, saturday: null },
    })
  })

  it('list the US alone, in dollars, for the US shop (issue 27)', () => {
    expect(shippingRows(deliveryCountriesOf('us'))).toEqual([
      { country: 'US', currency: 'USD', prices: { standard: 795, express: 2495, saturday: null } },
    ])
  })
})
