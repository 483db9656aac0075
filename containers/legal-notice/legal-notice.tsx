import { z } from 'zod'
import { getTranslations } from 'next-intl/server'
import { COMPANY } from '@/lib/config/company'
import { RichText, richTextSchema } from '@/lib/cms/rich-text'
import { supportContact } from '@/lib/context/support'
import { regionalSpelling } from '@/lib/i18n/spelling'
import { countryName } from '@/lib/shop/customers/address-format'
import { defineContainer, type ContainerContext } from '../types'
import styles from '../text-page/text-page.module.css'

/**
 * The Impressum: provider, managing directors, contact, register and VAT ID come from the company's
 * legal data (lib/config/company.ts), the same source as invoices, credit notes, e-mails and JSON-LD;
 * the story holds only the headline and the running text after the facts (dispute resolution,
 * liability, copyright). Before, the story repeated the facts by hand and the invoices disagreed.
 */
export const legalNoticeSchema = z.object({
  headline: z.string().trim().default(''),
  body: richTextSchema.optional(),
})
type LegalNoticeData = z.output<typeof legalNoticeSchema>

async function LegalNotice({ data, ctx }: { data: LegalNoticeData; ctx: ContainerContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Content.legalNotice' })
  const legal = COMPANY.legal[ctx.brand]
  const company = COMPANY.legalName[ctx.brand]
  const contact = supportContact(ctx.brand, ctx.localeSegment)
  const address = COMPANY.address
  // Swiss German has no ß; an American reader gets the street as US keyboards write it.
  const street =
    ctx.locale === 'en-US'
      ? address.streetAddress.replaceAll('ß', 'ss')
      : regionalSpelling(address.streetAddress, ctx.locale)
  const names = legal.managingDirectors.join(t('and'))
  return (
    <article className={`container ${styles.page}`} data-container="legal_notice">
      <h1>{data.headline || t('title')}</h1>
      <h2>{t('provider')}</h2>
      <p data-testid="legal-provider">
        {company}
        <br />
        {street}
        <br />
        {t('cityLine', { postalCode: address.postalCode })}
        <br />
        {countryName(address.addressCountry, ctx.locale)}
      </p>
      <h2>{t('representedBy')}</h2>
      <p data-testid="legal-directors">{t('directors', { names })}</p>
      <h2>{t('contact')}</h2>
      <p>
        {t('phone', { phone: contact.phone })}
        <br />
        {t('email')} <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      <h2>{t('register')}</h2>
      <p data-testid="legal-register">
        {t('registerLine', { court: legal.registerCourt, number: legal.registerNumber })}
      </p>
      <h2>{t('vatId')}</h2>
      <p data-testid="legal-vat-id">{t('vatLine', { vatId: legal.vatId })}</p>
      <h2>{t('responsible')}</h2>
      <p>{t('responsibleLine', { name: legal.contentResponsible, company })}</p>
      {data.body && <RichText doc={data.body} />}
    </article>
  )
}

export const legalNotice = defineContainer({
  schema: legalNoticeSchema,
  transform: (data) => data,
  forceRender: true,
  Component: LegalNotice,
})
