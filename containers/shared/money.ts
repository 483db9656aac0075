import { getTranslations } from 'next-intl/server'
import { BRANDS } from '@/lib/config/brands'
import type { CurrencyCode } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import type { ContainerContext } from '../types'

/** The catalogue containers' strings (locales/containers), in the page's locale. */
export function containerMessages(ctx: ContainerContext) {
  return getTranslations({ locale: ctx.locale, namespace: 'CatalogueContainers' })
}

export type ContainerMessages = Awaited<ReturnType<typeof containerMessages>>

/** "ab 12,90 €" for a price in minor units; undefined when the catalogue has no price. */
export function priceFrom(
  t: ContainerMessages,
  ctx: ContainerContext,
  minor: number | null | undefined,
  currency?: CurrencyCode,
): string | undefined {
  if (minor === null || minor === undefined) return undefined
  return t('priceFrom', { price: formatMoney(minor, ctx.locale, currency) })
}

/**
 * A price on an overview tile: only where the brand shows prices in overviews (brand config
 * `pricesInOverview`; the card channel prices on the product page). Details always show prices.
 */
export function tilePrice(
  t: ContainerMessages,
  ctx: ContainerContext,
  minor: number | null | undefined,
  currency?: CurrencyCode,
): string | undefined {
  return BRANDS[ctx.brand].features.pricesInOverview ? priceFrom(t, ctx, minor, currency) : undefined
}
