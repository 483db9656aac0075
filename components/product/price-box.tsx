import { getTranslations } from 'next-intl/server'
import type { ShopContext } from '@/lib/context/shop-context'
import { formatMoney } from '@/lib/i18n/format'
import type { CardLineQuote } from '@/lib/shop/sales/pricing/card-line'
import styles from './product-detail.module.css'

/** The server's quote: per piece incl. VAT, total incl. VAT, "excl. shipping" (spec price notes). */
export async function PriceBox({ ctx, quote }: { ctx: ShopContext; quote: CardLineQuote | null }) {
  const t = await getTranslations('CatalogProduct')
  if (!quote) return <p>{t('noPrice')}</p>
  const money = (minor: number) => formatMoney(minor, ctx.locale, quote.currency)
  return (
    <dl className={styles.quote} data-testid="price">
      <div>
        <dt>{t('pricePerPiece')}</dt>
        <dd data-testid="unit-price">{money(quote.unitPrice)}</dd>
      </div>
      <div>
        <dt>
          {t('total')} <span>({t('priceFor', { count: quote.quantity })})</span>
        </dt>
        <dd data-testid="total-price">{money(quote.total)}</dd>
      </div>
      <div className={styles.shippingNote}>
        <dt className="visually-hidden">{t('shippingMethod')}</dt>
        <dd>{t('exclShipping')}</dd>
      </div>
    </dl>
  )
}
