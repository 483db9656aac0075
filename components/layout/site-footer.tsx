import Link from '@/components/ui/intent-link'
import { getTranslations } from 'next-intl/server'
import { COMPANY } from '@/lib/config/company'
import { SHOP_LOCALES } from '@/lib/config/locales'
import { GIFT_VOUCHER_ROUTE, LEGAL_PAGES, routeNamesOf } from '@/lib/config/routes'
import { INVOICE_MINIMUM_MAJOR, shippingRatesFor } from '@/lib/config/shipping'
import { supportContact } from '@/lib/context/support'
import type { ShopContext } from '@/lib/context/shop-context'
import { env } from '@/lib/env'
import { formatMoney } from '@/lib/i18n/format'
import { messagesFor } from '@/lib/i18n/messages'
import { shopHref } from '@/lib/seo/urls'
import { ConsentSettingsLink } from '@/components/consent/consent-settings-link'
import { Icon } from '@/components/ui/icon'
import { LocaleSwitcher } from './locale-switcher'
import styles from './site-footer.module.css'

/** Footer: support hours and contact of the visitor's country, payment, shipping, legal, shop switch. */
export async function SiteFooter({ ctx }: { ctx: ShopContext }) {
  const t = await getTranslations('Footer')
  const countries = await getTranslations('Countries')
  const consent = await getTranslations('Consent')
  const contact = supportContact(ctx.brand, ctx.localeSegment)
  const rates = shippingRatesFor(ctx.localeSegment)
  const country = SHOP_LOCALES[ctx.localeSegment].country
  const money = (minor: number) => formatMoney(minor, ctx.locale, rates?.currency)
  const shops = ctx.brandConfig.locales.map((segment) => ({
    segment,
    code: SHOP_LOCALES[segment].code,
    label: countries(SHOP_LOCALES[segment].country),
    routeNames: routeNamesOf(segment),
  }))

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section id="contact" aria-labelledby="footer-support" className={styles.section}>
          <h2 id="footer-support">{t('supportTitle')}</h2>
          <p>
            <strong>{t('hours')}</strong>
            <br />
            {t('hoursNote')}
          </p>
          <p className={styles.contact}>
            <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>
              <Icon name="phone" size={18} />
              <span className="visually-hidden">{t('phone')}: </span>
              {contact.phone}
            </a>
            <a href={`mailto:${contact.email}`}>
              <Icon name="mail" size={18} />
              <span className="visually-hidden">{t('email')}: </span>
              {contact.email}
            </a>
          </p>
        </section>
        <section aria-labelledby="footer-payment" className={styles.section}>
          <h2 id="footer-payment">{t('paymentTitle')}</h2>
          <ul>
            <li>{t('invoice', { amount: money(INVOICE_MINIMUM_MAJOR * 100) })}</li>
            <li>{t('prepayment')}</li>
            <li>
              <Link href={shopHref(ctx, GIFT_VOUCHER_ROUTE)}>
                {messagesFor(ctx.locale).GiftVoucher.navLink}
              </Link>
            </li>
          </ul>
          {rates && (
            <>
              <h2 id="footer-shipping">{t('shippingTitle', { country })}</h2>
              <ul aria-labelledby="footer-shipping">
                <li>{t('standard', { price: money(rates.standard) })}</li>
                {rates.expressFrom !== null && <li>{t('express', { price: money(rates.expressFrom) })}</li>}
                {rates.saturdayExpressFrom !== null && (
                  <li>{t('saturday', { price: money(rates.saturdayExpressFrom) })}</li>
                )}
              </ul>
              <p className={styles.note}>
                {/* A shop whose config states its delivery days (the US shop) names them. */}
                {rates.deliveryDays ? t('deliveryDays', { ...rates.deliveryDays.standard }) : t('delivery')}
              </p>
            </>
          )}
        </section>
        <section aria-labelledby="footer-legal" className={styles.section}>
          <h2 id="footer-legal">{t('legalTitle')}</h2>
          <ul>
            {(Object.keys(LEGAL_PAGES) as (keyof typeof LEGAL_PAGES)[]).map((key) => (
              <li key={key}>
                <Link href={shopHref(ctx, LEGAL_PAGES[key])}>{t(key)}</Link>
              </li>
            ))}
            <li>
              <ConsentSettingsLink label={consent('footerLink')} className={styles.linkButton} />
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-country" className={styles.section}>
          <h2 id="footer-country">{t('countryTitle')}</h2>
          <LocaleSwitcher
            label={t('countryLabel')}
            current={ctx.localeSegment}
            shops={shops}
            trailingSlash={ctx.brandConfig.trailingSlash === 'always'}
            desktop={ctx.variant === 'd'}
          />
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('vatNote')}</p>
        <p>{t('copyright', { year: new Date().getFullYear(), company: COMPANY.legalName[ctx.brand] })}</p>
        {env().APP_ENV !== 'production' && (
          <form method="post" action="/whitelabel/switch">
            <button className="button button--ghost" type="submit" data-testid="brand-switch">
              {t('switchBrand')}
            </button>
          </form>
        )}
      </div>
    </footer>
  )
}
