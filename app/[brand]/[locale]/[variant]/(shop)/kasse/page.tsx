import type { Metadata } from 'next'
import Link from 'next/link'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { LEGAL_PAGES, SHOP_ROUTES } from '@/lib/config/routes'
import { DELIVERY_COUNTRIES, type DeliveryCountry } from '@/lib/config/shipping'
import { getShopContext } from '@/lib/context/shop-context'
import { messagesFor } from '@/lib/i18n/messages'
import { pageMetadata } from '@/lib/seo/metadata'
import { shopHref } from '@/lib/seo/urls'
import { defaultCountryOf } from '@/lib/shop/sales/cart/owner'
import { countryName } from '@/lib/shop/sales/cart/page-data'
import { requestCheckoutQuote } from '@/lib/api/pages/sales'
import { CheckoutForm } from '@/components/checkout/checkout-form'
import { PageHeadline } from '@/components/ui/page-headline'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Checkout' })
  return { ...pageMetadata(ctx, SHOP_ROUTES.checkout, t('title')), robots: { index: false, follow: false } }
}

/** The checkout (/kasse): guest checkout on one page; the server prices and places the order. */
export default async function CheckoutRoute() {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const t = await getTranslations('Checkout')
  const country = defaultCountryOf(ctx.locale)
  const quote = await requestCheckoutQuote(country, ctx.locale)
  const messages = messagesFor(ctx.locale)
  const countryNames = Object.fromEntries(
    DELIVERY_COUNTRIES.map((code) => [code, countryName(code, ctx.locale)]),
  ) as Record<DeliveryCountry, string>
  return (
    <div className="container">
      <PageHeadline headline={t('headline')} as="h1" />
      {quote.cart.count === 0 ? (
        <div>
          <p>{t('emptyCart')}</p>
          <Link className="button" href={shopHref(ctx, SHOP_ROUTES.cart)}>
            {t('backToCart')}
          </Link>
        </div>
      ) : (
        <NextIntlClientProvider
          locale={ctx.locale}
          messages={{ Checkout: messages.Checkout, Cart: messages.Cart }}
          timeZone="Europe/Berlin"
        >
          <CheckoutForm
            initialQuote={quote}
            locale={ctx.locale}
            defaultCountry={country}
            countryNames={countryNames}
            termsHref={shopHref(ctx, LEGAL_PAGES.terms)}
            loginHref={shopHref(ctx, SHOP_ROUTES.account)}
          />
        </NextIntlClientProvider>
      )}
    </div>
  )
}
