import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import {
  INVOICE_MINIMUM_MAJOR,
  SAMPLES,
  isDeliveryCountry,
  type BasketCurrency,
  type DeliveryCountry,
} from '@/lib/config/shipping'
import { currencyOf } from '@/lib/config/locales'
import { formatMoney } from '@/lib/i18n/format'
import { text } from '../shared/fields'
import { defineContainer, type ContainerContext } from '../types'
import { shippingRows } from './shipping-rows'
import styles from './shipping-price-table.module.css'

/**
 * The shipping price table (spec section 9) per delivery country with the delivery rules beneath.
 * Prices come from the pricing engine; the story may only pick a headline and which countries to list
 * (all by default), so the container renders whenever it is placed.
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
  const rows = shippingRows(data.countries.length ? data.countries : undefined)
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
              <th scope="col">{t('standard')}</th>
              <th scope="col">{t('express')}</th>
              <th scope="col">{t('saturday')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.country}>
                <th scope="row">{names.of(row.country) ?? row.country}</th>
                <td>{price(row.prices.standard, row.currency, false)}</td>
                <td>{price(row.prices.express, row.currency, true)}</td>
                <td>{price(row.prices.saturday, row.currency, true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.showRules && (
        <>
          <h3>{t('rulesTitle')}</h3>
          <ul>
            <li>{t('standardRule')}</li>
            <li>{t('expressRule')}</li>
            <li>{t('saturdayRule')}</li>
            <li>
              {t('invoiceRule', {
                amount: formatMoney(INVOICE_MINIMUM_MAJOR * 100, ctx.locale, currencyOf(ctx.locale)),
              })}
            </li>
            <li>{t('samplesRule', { count: SAMPLES.freeCount })}</li>
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
