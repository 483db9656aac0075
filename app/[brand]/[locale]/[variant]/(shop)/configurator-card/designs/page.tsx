import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getShopContext } from '@/lib/context/shop-context'
import { listMyDesigns } from '@/lib/api/editor/my-designs'
import { shopHref } from '@/lib/seo/urls'
import { MyDesignsList } from '@/components/editor/my-designs-list'
import { PageHeadline } from '@/components/ui/page-headline'

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Editor.myDesigns' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** "My designs" of this browser's visitor key; the account page lists a customer's with the same function. */
export default async function MyDesignsPage() {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const t = await getTranslations('Editor.myDesigns')
  const items = await listMyDesigns(ctx)
  return (
    <div className="container">
      <PageHeadline headline={t('title')} subline={t('subline')} as="h1" />
      <MyDesignsList items={items} editorHref={shopHref(ctx, ['configurator-card'])} locale={ctx.locale} />
    </div>
  )
}
