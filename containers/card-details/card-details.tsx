import Link from '@/components/ui/intent-link'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { SHOP_LOCALES } from '@/lib/config/locales'
import { isDeliveryCountry } from '@/lib/config/shipping'
import { formatMoney } from '@/lib/i18n/format'
import { containerDesign } from '@/lib/api/pages/catalogue'
import { designRoute } from '@/lib/shop/catalogue/listing-urls'
import { productOptions } from '@/lib/shop/catalogue/product-options'
import { quoteCardLine } from '@/lib/shop/sales/pricing/card-line'
import { PricingError } from '@/lib/shop/sales/pricing/errors'
import { DesignImage } from '@/components/listing/design-image'
import {
  CatalogueSection,
  catalogueStyles,
  sectionFields,
  sectionOf,
  type Section,
} from '../shared/catalogue'
import { DesignTiles } from '../shared/design-tiles'
import { containerMessages } from '../shared/money'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Card details: one card design (id or slug) with its preview, description, the price per piece of
 * its default options for the shop's country, and the same design in its other colourways, all from
 * the card catalogue and lib/shop/sales/pricing. No design, or one this brand does not sell, is nothing.
 */
export const cardDetailsSchema = z.object({
  ...sectionFields,
  design: z
    .union([z.number(), z.string()])
    .optional()
    .transform((value) => (value === undefined ? '' : String(value).trim())),
})

export interface CardDetailsProps {
  section: Section
  design: string
}

export function cardDetailsProps(
  data: z.output<typeof cardDetailsSchema>,
  ctx: ContainerContext,
): CardDetailsProps | null {
  return /^[a-z0-9-]{1,120}$/.test(data.design)
    ? { section: sectionOf(data, ctx), design: data.design }
    : null
}

/** The design and the default quote, or null when the brand does not sell it. */
export async function cardDetailsData(props: CardDetailsProps, ctx: ContainerContext) {
  const page = await containerDesign({
    brand: ctx.brand,
    locale: ctx.locale,
    idOrSlug: props.design,
  })
  if (!page) return null
  const country = SHOP_LOCALES[ctx.localeSegment].country
  const options = productOptions(page.design, {})
  let quote = null
  if (options && isDeliveryCountry(country)) {
    try {
      quote = quoteCardLine({ ...options.line, country })
    } catch (error) {
      if (!(error instanceof PricingError)) throw error
    }
  }
  return { design: page.design, variants: page.variants.filter((v) => v.id !== page.design.id), quote }
}

export const cardDetails = defineContainer({
  schema: cardDetailsSchema,
  transform: cardDetailsProps,
  Component: async ({ data, ctx }: { data: CardDetailsProps; ctx: ContainerContext }) => {
    const found = await cardDetailsData(data, ctx)
    if (!found) return null
    const [t, tn] = await Promise.all([
      containerMessages(ctx),
      getTranslations({ locale: ctx.locale, namespace: 'CatalogNames' }),
    ])
    const { design, quote, variants } = found
    const typeName = tn(`productPlural.${design.productType}`)
    const href = localHref(ctx, `/${designRoute(design.slug).join('/')}`) ?? '/'
    return (
      <CatalogueSection name="card_details" section={data.section}>
        <article className={catalogueStyles.tile} data-testid="product-details">
          <div style={{ maxWidth: 320 }}>
            <DesignImage design={design} label={typeName} sizes="320px" />
          </div>
          <h3>{design.name}</h3>
          <p className={catalogueStyles.meta}>{typeName}</p>
          {design.description && <p>{design.description}</p>}
          {quote && (
            <p className={catalogueStyles.price}>
              {t('perPiece', {
                price: formatMoney(quote.unitPrice, ctx.locale, quote.currency),
                quantity: quote.quantity,
              })}
            </p>
          )}
          <p>
            <Link className="button" href={href}>
              {t('designNow')}
            </Link>
          </p>
        </article>
        {variants.length > 0 && (
          <>
            <h3>{t('colourways')}</h3>
            <DesignTiles ctx={ctx} designs={variants} label={t('colourways')} />
          </>
        )}
      </CatalogueSection>
    )
  },
})
