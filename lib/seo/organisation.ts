import { COMPANY, SUPPORT_HOURS } from '@/lib/config/company'
import type { ShopContext } from '@/lib/context/shop-context'
import { supportContact } from '@/lib/context/support'
import { absoluteUrl } from './urls'

/** schema.org Organization for the brand (spec: Munich address, founded 2019, support contact). */
export function organisationJsonLd(ctx: ShopContext, description: string): Record<string, unknown> {
  const contact = supportContact(ctx.brand, ctx.localeSegment)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: ctx.brandName,
    legalName: COMPANY.legalName[ctx.brand],
    vatID: COMPANY.legal[ctx.brand].vatId,
    description,
    url: absoluteUrl(ctx.brand, '/'),
    logo: absoluteUrl(ctx.brand, `/images/${ctx.brand}-logo.svg`),
    foundingDate: String(COMPANY.foundingYear),
    address: { '@type': 'PostalAddress', ...COMPANY.address },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: contact.email,
      telephone: contact.phone,
      availableLanguage: ['German', 'English'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: SUPPORT_HOURS.days,
        opens: SUPPORT_HOURS.opens,
        closes: SUPPORT_HOURS.closes,
      },
    },
    sameAs: COMPANY.social[ctx.brand],
  }
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no "</script>" can close it early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
