import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { containerContext } from '@/containers/context'
import { Bloks } from '@/containers/render-bloks'
import { contentVersion } from '@/lib/cms/content-version'
import { loadContentPage } from '@/lib/cms/page-content'
import { getShopContext } from '@/lib/context/shop-context'
import { parseAssignmentSegment } from '@/lib/flags/content-assignment'
import { NOT_FOUND_METADATA, pageMetadata } from '@/lib/seo/metadata'
import { StoryFlagStore } from '@/components/flags/story-flag-store'

interface Props {
  params: Promise<{ assignment: string; slug?: string[] }>
}

// No generateStaticParams: the root layout's dynamicParams = false would turn every assignment that was
// not prerendered into a 404. Rendered on request like the content catch-all; visitors in the default
// experience never come here and keep the static page.

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await getShopContext()
  const { slug = [] } = await params
  const { version } = await contentVersion()
  const page = await loadContentPage(ctx, slug, version)
  if (!page) return NOT_FOUND_METADATA
  // Same title and canonical as the story's own URL: the visitor never sees this internal path.
  return pageMetadata(ctx, slug, page.title, page.description || undefined)
}

/** A story page (home or content) rendered for one content-experiment assignment; see proxy.ts. */
export default async function ContentExperimentPage({ params }: Props) {
  const ctx = await getShopContext()
  setRequestLocale(ctx.locale)
  const { assignment, slug = [] } = await params
  const treatments = parseAssignmentSegment(ctx.brand, assignment)
  if (!treatments) notFound()
  const { version, draft } = await contentVersion()
  const page = await loadContentPage(ctx, slug, version)
  if (!page) notFound()
  return (
    <>
      <Bloks bloks={page.body} ctx={containerContext(ctx, draft, treatments)} />
      <StoryFlagStore brand={ctx.brand} story={page.story} assignment={treatments} />
    </>
  )
}
