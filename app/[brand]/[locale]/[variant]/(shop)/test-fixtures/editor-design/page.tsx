import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getShopContext } from '@/lib/context/shop-context'
import { onShopDb } from '@/lib/api/pages/shop-db'
import { EDITOR_FIXTURE_DESIGN_ID, editorFixtureDesign } from '@/lib/editor/testing/fixture-design'
import { upsertDesigns } from '@/lib/shop/catalogue/upsert-designs'
import { shopHref } from '@/lib/seo/urls'

// Read E2E_FIXTURES per request: the build never sets it, the browser-test server does.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Editor fixture', robots: { index: false, follow: false } }

/**
 * Test-only: writes the editor's fixture design (idempotent upsert) and opens it in the editor.
 * A 404 everywhere unless the server runs with E2E_FIXTURES=1.
 */
export default async function EditorFixturePage() {
  if (process.env.E2E_FIXTURES !== '1') notFound()
  const ctx = await getShopContext()
  await onShopDb(upsertDesigns)([editorFixtureDesign()])
  redirect(`${shopHref(ctx, ['configurator-card'])}?design=${EDITOR_FIXTURE_DESIGN_ID}`)
}
