import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isFixtureName, mainTeaserFixture } from '@/containers/main-teaser/fixtures'
import { Container } from '@/containers/render-bloks'
import { SHOP_ROUTES } from '@/lib/config/routes'
import { getShopContext } from '@/lib/context/shop-context'
import { shopHref } from '@/lib/seo/urls'

// Read E2E_FIXTURES per request: the build never sets it, the browser-test server does.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Main teaser fixture', robots: { index: false, follow: false } }

/**
 * Test-only page for tests/e2e/main-teaser.spec.ts: renders the main teaser container from a
 * fixture story (?fixture=carousel|single|three-section|small|empty) until CMS stories exist.
 * A 404 everywhere unless the server runs with E2E_FIXTURES=1.
 */
export default async function MainTeaserFixturePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  if (process.env.E2E_FIXTURES !== '1') notFound()
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const { fixture = 'carousel' } = await searchParams
  if (!isFixtureName(fixture)) notFound()
  const blok = mainTeaserFixture(fixture, ctx.brand, shopHref(ctx, SHOP_ROUTES.products))
  const containerCtx = {
    brand: ctx.brand,
    locale: ctx.locale,
    localeSegment: ctx.localeSegment,
    trailingSlash: ctx.brandConfig.trailingSlash === 'always',
    draft: false,
  }
  return (
    <>
      <Container blok={blok} ctx={containerCtx} />
      <div className="container" style={{ padding: '24px 16px' }} data-testid="below-teaser">
        <p>Inhalt unter dem Teaser.</p>
      </div>
    </>
  )
}
