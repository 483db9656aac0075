import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isFixtureName, mainTeaserFixture } from './fixtures'
import { containerContext } from '@/containers/context'
import { Container } from '@/containers/render-bloks'
import { getShopContext } from '@/lib/context/shop-context'

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
  // Stories link below the locale ("/products"); the container adds locale, variant and slash rule.
  const blok = mainTeaserFixture(fixture, ctx.brand, '/products')
  const containerCtx = containerContext(ctx)
  return (
    <>
      <Container blok={blok} ctx={containerCtx} />
      <div className="container" style={{ padding: '24px 16px' }} data-testid="below-teaser">
        <p>Inhalt unter dem Teaser.</p>
      </div>
    </>
  )
}
