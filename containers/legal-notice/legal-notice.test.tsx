import { readFileSync } from 'node:fs'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { BRAND_KEYS } from '@/lib/config/brands'
import { organisationJsonLd } from '@/lib/seo/organisation'
import { sellerFor } from '@/lib/shop/sales/invoices/seller'
import type { ContainerContext } from '../types'
import { legalNotice } from './legal-notice'

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl')
  const { messagesFor } = await import('@/lib/i18n/messages')
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'de-DE'; namespace: 'Content' }) =>
      createTranslator({ locale, messages: messagesFor(locale), namespace }),
  }
})

const ctx = (brand: ContainerContext['brand'], locale: ContainerContext['locale']): ContainerContext => ({
  brand,
  locale,
  localeSegment: locale === 'en-US' ? 'us' : locale === 'de-CH' ? 'ch' : 'de',
  trailingSlash: brand === 'card',
  variant: 'web',
  draft: false,
})

async function impressum(c: ContainerContext): Promise<string> {
  const element = await legalNotice.Component({ data: { headline: 'Impressum' }, ctx: c })
  return renderToStaticMarkup(element as ReactElement).replaceAll('&amp;', '&')
}

describe('the Impressum and the invoices say the same about each company (issue 30 point 9)', () => {
  it.each(BRAND_KEYS)(
    '%s: VAT ID, register and managing directors as on the invoice and in JSON-LD',
    async (brand) => {
      const seller = sellerFor(brand, 'DE')
      const html = await impressum(ctx(brand, 'de-DE'))
      expect(html).toContain(seller.legalName)
      expect(html).toContain(seller.vatId)
      expect(html).toContain(`Handelsregister: ${seller.register}`)
      expect(html).toContain(`Geschäftsführung: ${seller.managingDirectors.join(' und ')}`)
      expect(seller.managingDirectors.length).toBeGreaterThan(0)
      const jsonLd = organisationJsonLd(
        { brand, brandName: brand, localeSegment: 'de' } as Parameters<typeof organisationJsonLd>[0],
        '',
      )
      expect(jsonLd).toMatchObject({ legalName: seller.legalName, vatID: seller.vatId })
    },
  )

  it('keeps the facts out of the stories, so an edited story cannot contradict the invoices', () => {
    for (const brand of BRAND_KEYS) {
      const story = readFileSync(`content/${brand}/impressum.json`, 'utf8')
      expect(story).toContain('"legal_notice"')
      expect(story).not.toMatch(/HRB|DE ?\d{3} ?\d{3} ?\d{3}|Geschäftsführung/)
    }
  })

  it('writes Swiss spelling in the Swiss shop and English in the US shop', async () => {
    expect(await impressum(ctx('card', 'de-CH'))).toContain('Landsberger Strasse 155')
    const us = await impressum(ctx('poster', 'en-US'))
    expect(us).toContain('Managing directors: Felix Brandner and Sophie Karl')
    expect(us).toContain('EU VAT identification number')
    expect(us).toContain('+1 646 770 1540')
    expect(us).toContain('Landsberger Strasse 155')
  })
})
