import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { eventPageData } from '@/lib/api/events/rsvp/page-data'
import { getShopContext } from '@/lib/context/shop-context'
import { EventPage } from '@/components/events/event-page'
import { EventPasswordForm } from '@/components/events/event-password-form'

// Per request: the visitor's household and password cookies decide what the page shows.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const NOINDEX = { index: false, follow: false } as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await getShopContext()
  const t = await getTranslations({ locale: ctx.locale, namespace: 'EventPage' })
  const data = ctx.brand === 'card' ? await eventPageData((await params).slug) : null
  const title = data?.kind === 'page' ? data.view.event.title : data?.title
  // Never in a search engine, never in the sitemap: a page for the invited guests (issue 31).
  return { title: title ? t('metaTitle', { title }) : undefined, robots: NOINDEX }
}

/** /{locale}/event/{slug}/: the event page of the card brand (issue 31 point 2). */
export default async function EventPageRoute({ params, searchParams }: Props) {
  const ctx = await getShopContext()
  if (ctx.brand !== 'card') notFound()
  const [{ slug }, query] = await Promise.all([params, searchParams])
  const data = await eventPageData(slug)
  if (!data) notFound()
  if (data.kind === 'password') {
    return (
      <EventPasswordForm
        slug={data.slug}
        title={data.title}
        locale={ctx.locale}
        wrong={query.passwort === 'falsch'}
      />
    )
  }
  return (
    <EventPage
      view={data.view}
      locale={ctx.locale}
      preview={data.preview}
      open={data.open}
      lastDay={data.lastDay}
      saved={query.antwort === 'gespeichert'}
      notFoundByName={query.suche === 'ohne-treffer'}
    />
  )
}
