import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { SHOP_LOCALES } from '@/lib/config/locales'
import { isDeliveryCountry } from '@/lib/config/shipping'
import type { ShopContext } from '@/lib/context/shop-context'
import type { DesignPageData } from '@/lib/shop/catalogue/design-page'
import type { SearchParams } from '@/lib/shop/catalogue/listing-params'
import { designRoute } from '@/lib/shop/catalogue/listing-urls'
import { previewUrlFor } from '@/lib/shop/catalogue/preview-url'
import { productOptions, type ProductOptions } from '@/lib/shop/catalogue/product-options'
import { quoteCardLine, type CardLineQuote } from '@/lib/shop/sales/pricing/card-line'
import { PricingError } from '@/lib/shop/sales/pricing/errors'
import { shippingInformation } from '@/lib/shop/sales/pricing/shipping-information'
import { serializeJsonLd } from '@/lib/seo/organisation'
import { pageMetadata } from '@/lib/seo/metadata'
import { absoluteUrl, shopHref } from '@/lib/seo/urls'
import { pageCatalogueNames, pageDesign } from './catalogue'

export interface ProductPage {
  data: DesignPageData
  headline: string
  description: string
  options: ProductOptions | null
  quote: CardLineQuote | null
  shipping: ReturnType<typeof shippingInformation> | null
  jsonLd: string
}

/**
 * The design and its texts: the same for every visitor, read through the catalogue cache, so the
 * page and its metadata share one set of queries (and so do all visitors of the design).
 */
async function loadProductBasics(ctx: ShopContext, idOrSlug: string) {
  const [data, names, t, tn] = await Promise.all([
    pageDesign({ brand: ctx.brand, locale: ctx.locale, idOrSlug }),
    pageCatalogueNames({ brand: ctx.brand, locale: ctx.locale }),
    getTranslations({ locale: ctx.locale, namespace: 'CatalogProduct' }),
    getTranslations({ locale: ctx.locale, namespace: 'CatalogNames' }),
  ])
  if (!data) return null
  const { design } = data
  const firstCategory = design.categories[0]
  const category =
    (firstCategory && names.categories[firstCategory]) ?? tn(`productPlural.${design.productType}`)
  const headline = t('title', { category, design: design.name })
  const description = design.occasion
    ? t('description', { category, occasion: tn(`occasionFor.${design.occasion}`), design: design.name })
    : t('descriptionNoOccasion', { category, design: design.name })
  return { data, headline, description }
}

/**
 * Everything the product page renders, read and priced on the server: the design, its options from
 * the URL, the quote of lib/shop/sales/pricing for the shop's country and shipping. Nothing of the
 * visitor: the page is one rendering for everyone without a session (ADR 0112), whose hearts the page
 * reads apart. Null when the design does not exist for this brand.
 */
export async function loadProductPage(
  ctx: ShopContext,
  idOrSlug: string,
  search: SearchParams,
): Promise<ProductPage | null> {
  const basics = await loadProductBasics(ctx, idOrSlug)
  if (!basics) return null
  const { data, headline, description } = basics
  const { design } = data

  const country = SHOP_LOCALES[ctx.localeSegment].country
  const options = productOptions(design, search)
  let quote = null
  if (options && isDeliveryCountry(country)) {
    try {
      quote = quoteCardLine({ ...options.line, country })
    } catch (error) {
      // productOptions only picks sellable values; a refusal here means no price to show, not a 500.
      if (!(error instanceof PricingError)) throw error
    }
  }
  const shipping = isDeliveryCountry(country) ? shippingInformation(country) : null
  const url = absoluteUrl(ctx.brand, shopHref(ctx, designRoute(design.slug)))
  const image = previewUrlFor(design, 720)
  const jsonLd = serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: headline,
    description,
    sku: String(design.id),
    brand: { '@type': 'Brand', name: ctx.brandName },
    ...(image ? { image: absoluteUrl(ctx.brand, image) } : {}),
    url,
    ...(quote
      ? {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: quote.currency,
            price: (quote.unitPrice / 100).toFixed(2),
            eligibleQuantity: { '@type': 'QuantitativeValue', value: quote.quantity },
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  })
  return { data, headline, description, options, quote, shipping, jsonLd }
}

/** Title and description of a design's page; null when there is no such design for the brand. */
export async function productMetadata(ctx: ShopContext, idOrSlug: string): Promise<Metadata | null> {
  const basics = await loadProductBasics(ctx, idOrSlug)
  return (
    basics && pageMetadata(ctx, designRoute(basics.data.design.slug), basics.headline, basics.description)
  )
}
