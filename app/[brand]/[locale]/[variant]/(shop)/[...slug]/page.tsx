import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { containerContext } from '@/containers/context'
import { Bloks } from '@/containers/render-bloks'
import { contentVersion } from '@/lib/cms/content-version'
import { loadContentPage } from '@/lib/cms/page-content'
import { getShopContext } from '@/lib/context/shop-context'
import { NOT_FOUND_METADATA, pageMetadata } from '@/lib/seo/metadata'
import { StoryFlagStore } from '@/components/flags/story-flag-store'

interface Props {
  params: Promise<{ slug: string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await getShopContext()
  const { slug } = await params
  const { version } = await contentVersion()
  const page = await loadContentPage(ctx, slug, version)
  if (!page) return NOT_FOUND_METADATA
  return pageMetadata(ctx, slug, page.title, page.description || undefined)
}

/** Content pages by slug, built by editors from containers; no story for the slug is a 404. */
export default async function ContentPage({ params }: Props) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const { slug } = await params
  const { version, draft } = await contentVersion()
  const page = await loadContentPage(ctx, slug, version)
  if (!page) notFound()
  return (
    <>
      <Bloks bloks={page.body} ctx={containerContext(ctx, draft)} />
      <StoryFlagStore brand={ctx.brand} story={page.story} />
    </>
  )
}
