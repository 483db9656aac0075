import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import {
  DELIVERY_COUNTRY_CONFIG,
  INVOICE_MINIMUM_MAJOR,
  SAMPLES,
  deliveryCountriesOf,
  isDeliveryCountry,
  shippingRatesFor,
  type BasketCurrency,
  type DeliveryCountry,
} from '@/lib/config/shipping'
import { currencyOf } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import { text } from '../shared/fields'
import { defineContainer, type ContainerContext } from '../types'
import { promisesSamples, shippingRows } from './shipping-rows'
import styles from './shipping-price-table.module.css'

/**
 * The shipping price table (spec section 9) per delivery country with the delivery rules beneath.
 * Prices come from the pricing engine; the story may only pick a headline and which countries to list
 * (by default the countries the page's shop delivers to: the US shop lists the US only), so the
 * container renders whenever it is placed. Delivery times stated in the shop's shipping config (the US
 * shop's business days) name those; the sales-tax shop says that tax is added at checkout.
 */
export const shippingPriceTableSchema = z.object({
  headline: text,
  countries: z.array(z.string().trim().toUpperCase()).max(20).default([]),
  showRules: z.boolean().default(true),
})
type TableData = { headline: string; countries: DeliveryCountry[]; showRules: boolean }

async function ShippingPriceTable({ data, ctx }: { data: TableData; ctx: ContainerContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Content.shipping' })
  const names = new Intl.DisplayNames([ctx.locale], { type: 'region' })
  const rows = shippingRows(data.countries.length ? data.countries : deliveryCountriesOf(ctx.localeSegment))
  const days = shippingRatesFor(ctx.localeSegment).deliveryDays
  const salesTax = rows.some((row) => DELIVERY_COUNTRY_CONFIG[row.country].taxMode === 'sales-tax')
  const showSaturday = rows.some((row) => row.prices.saturday !== null)
  const samples = promisesSamples(ctx.brand, ctx.localeSegment)
  const price = (minor: number | null, currency: BasketCurrency, from: boolean) =>
    minor === null
      ? t('notOffered')
      : from
        ? t('from', { price: formatMoney(minor, ctx.locale, currency) })
        : formatMoney(minor, ctx.locale, currency)
  return (
    <section className={`container ${styles.root}`} data-container="shipping_price_table">
      {data.headline && <h2>{data.headline}</h2>}
      <div className={styles.scroll} role="region" aria-label={t('caption')} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('country')}</th>
              <th scope="col">{days ? t('standardDays', { ...days.standard }) : t('standard')}</th>
              <th scope="col">{days?.express ? t('expressDays', { ...days.express }) : t('express')}</th>
              {showSaturday && <th scope="col">{t('saturday')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.country}>
                <th scope="row">{names.of(row.country) ?? row.country}</th>
                <td>{price(row.prices.standard, row.currency, false)}</td>
                <td>{price(row.prices.express, row.currency, true)}</td>
                {showSaturday && <td>{price(row.prices.saturday, row.currency, true)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.showRules && (
        <>
          <h3>{t('rulesTitle')}</h3>
          <ul>
            <li>{days ? t('standardDaysRule', { ...days.standard }) : t('standardRule')}</li>
            <li>{days?.express ? t('expressDaysRule', { ...days.express }) : t('expressRule')}</li>
            {showSaturday && <li>{t('saturdayRule')}</li>}
            {salesTax && <li>{t('salesTaxRule')}</li>}
            {salesTax && <li>{t('domesticOnlyRule')}</li>}
            <li>
              {t('invoiceRule', {
                amount: formatMoney(INVOICE_MINIMUM_MAJOR * 100, ctx.locale, currencyOf(ctx.locale)),
              })}
            </li>
            {samples && <li>{t('samplesRule', { count: SAMPLES.freeCount })}</li>}
          </ul>
        </>
      )}
    </section>
  )
}

export const shippingPriceTable = defineContainer({
  schema: shippingPriceTableSchema,
  transform: ({ headline, countries, showRules }): TableData => ({
    headline,
    // Unknown country codes are left out rather than failing the page.
    countries: countries.filter(isDeliveryCountry),
    showRules,
  }),
  Component: ShippingPriceTable,
})
