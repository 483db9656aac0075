import type { Metadata, Viewport } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { allShopParams, getShopContext } from '@/lib/context/shop-context'
import { messagesFor } from '@/lib/i18n/messages'
import { layoutMetadata } from '@/lib/seo/metadata'
import { organisationJsonLd, serializeJsonLd } from '@/lib/seo/organisation'
import { shopHref } from '@/lib/seo/urls'
import { LEGAL_PAGES } from '@/lib/config/routes'
import { env } from '@/lib/env'
import { ConsentBanner } from '@/components/consent/consent-banner'
import { ConsentGate } from '@/components/consent/consent-gate'
import { consentTexts } from '@/components/consent/consent-texts'
import { FlagRuntime } from '@/components/flags/flag-runtime'
import { ClientErrorReporter } from '@/components/layout/client-error-reporter'
import { countryHints } from '@/components/layout/country-hints'
import { CountrySwitchPopup } from '@/components/layout/country-switch-popup'
import { ShopClientProvider } from '@/components/layout/shop-client-provider'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { HydrateApart } from '@/components/ui/hydrate-apart'
import { themeStyle } from '@/components/layout/theme'
import { NewsletterLayer } from '@/components/newsletter/newsletter-layer'
import { display, sans, serif } from '@/styles/fonts'
import '@/styles/globals.css'

export const dynamicParams = false

export function generateStaticParams() {
  return allShopParams()
}

export async function generateMetadata(): Promise<Metadata> {
  return layoutMetadata(await getShopContext())
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

/**
 * The root layout of both brands. The desktop-app variant ("/d") renders the page alone: no header,
 * footer, newsletter or pop-ups.
 */
export default async function ShopLayout({ children }: { children: React.ReactNode }) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const messages = messagesFor(ctx.locale)
  const web = ctx.variant === 'web'
  return (
    <html
      lang={ctx.locale}
      className={`${sans.variable} ${serif.variable} ${display.variable}`}
      style={themeStyle(ctx.brandConfig.theme)}
      data-brand={ctx.brand}
      // The consent gate may mark <html> before hydration (components/consent/consent-gate.ts).
      suppressHydrationWarning
    >
      <body>
        <ShopClientProvider
          value={{
            brand: ctx.brand,
            localeSegment: ctx.localeSegment,
            locale: ctx.locale,
            homeHref: shopHref(ctx),
            errorTexts: messages.Error,
          }}
        >
          {/* Header, page, footer and the overlays each hydrate in their own interruptible pass. */}
          {web && (
            <HydrateApart>
              <SiteHeader ctx={ctx} />
            </HydrateApart>
          )}
          <main id="main" tabIndex={-1}>
            <HydrateApart>{children}</HydrateApart>
          </main>
          {web && (
            <HydrateApart>
              <SiteFooter ctx={ctx} />
            </HydrateApart>
          )}
          {web && (
            <CountrySwitchPopup
              current={ctx.localeSegment}
              shops={countryHints(ctx)}
              trailingSlash={ctx.brandConfig.trailingSlash === 'always'}
              desktop={false}
            />
          )}
          {web && <ConsentGate />}
          {web && (
            <ConsentBanner
              texts={consentTexts(messages.Consent, ctx.brandConfig.features.wishlist)}
              privacyHref={shopHref(ctx, LEGAL_PAGES.privacy)}
            />
          )}
          <FlagRuntime secureCookies={env().COOKIE_SECURE} texts={messages.FlagDebug} />
          {web && <NewsletterLayer ctx={ctx} />}
          <ClientErrorReporter channel={ctx.brand} locale={ctx.locale} />
        </ShopClientProvider>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(organisationJsonLd(ctx, messages.Meta.organisationDescription)),
          }}
        />
      </body>
    </html>
  )
}
