import { getTranslations } from 'next-intl/server'
import type { ShopContext } from '@/lib/context/shop-context'
import { formatMoney } from '@/lib/i18n/format'
import type { shippingInformation } from '@/lib/shop/sales/pricing/shipping-information'
import styles from './product-detail.module.css'

type ShippingInfo = ReturnType<typeof shippingInformation>

/** Shipping methods and prices for the country of the shop the visitor is in. */
export async function ShippingTable({ ctx, info }: { ctx: ShopContext; info: ShippingInfo }) {
  const t = await getTranslations('CatalogProduct')
  const country = ctx.localeSegment === 'us' ? 'de' : ctx.localeSegment
  return (
    <table className={styles.shipping} data-testid="shipping-table">
      <caption>{t('shipping', { country: t(`country.${country}`) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('shippingMethod')}</th>
          <th scope="col">{t('shippingPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {info.methods.map(({ method, price }) => (
          <tr key={method}>
            <th scope="row">{t(`method.${method}`)}</th>
            <td>
              {method === 'standard'
                ? formatMoney(price, ctx.locale, info.currency)
                : t('from', { price: formatMoney(price, ctx.locale, info.currency) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
