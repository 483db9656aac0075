import type { Metadata } from 'next'
import Link from 'next/link'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { LEGAL_PAGES, SHOP_ROUTES } from '@/lib/config/routes'
import { deliveryCountriesOf, shippingRatesFor } from '@/lib/config/shipping'
import { getShopContext } from '@/lib/context/shop-context'
import { messagesFor } from '@/lib/i18n/messages'
import { pageMetadata } from '@/lib/seo/metadata'
import { shopHref } from '@/lib/seo/urls'
import { countryName } from '@/lib/shop/customers/address-format'
import { requestCheckoutCustomer, requestCheckoutQuote } from '@/lib/api/pages/sales'
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
  // The shop's own delivery countries only, its home country first (the US shop: the US alone).
  const countries = deliveryCountriesOf(ctx.localeSegment)
  const customer = await requestCheckoutCustomer(countries)
  // A signed-in customer's first saved address decides the country the summary is first priced for.
  const quote = await requestCheckoutQuote(
    customer?.addresses[0]?.country ?? countries[0] ?? 'DE',
    ctx.locale,
  )
  const messages = messagesFor(ctx.locale)
  const countryNames = Object.fromEntries(countries.map((code) => [code, countryName(code, ctx.locale)]))
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
            countries={countries}
            countryNames={countryNames}
            deliveryDays={shippingRatesFor(ctx.localeSegment).deliveryDays}
            termsHref={shopHref(ctx, LEGAL_PAGES.terms)}
            withdrawalHref={shopHref(ctx, LEGAL_PAGES.withdrawal)}
            customer={customer}
            loginHref={shopHref(ctx, SHOP_ROUTES.account)}
            expressTexts={messages.ExpressInfo}
          />
        </NextIntlClientProvider>
      )}
    </div>
  )
}
