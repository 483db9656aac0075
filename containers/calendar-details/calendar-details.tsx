import { z } from 'zod'
import { CALENDAR_ROUTE, SHOP_ROUTES } from '@/lib/config/routes'
import { localHref } from '@/lib/cms/links'
import { ShopError } from '@/lib/shop/common/errors'
import { calendarEntrySearch } from '@/lib/shop/photo-products/calendar/configurator-query'
import { posterShop } from '@/lib/api/remote/poster-shop-backend'
import type { RatingSummary } from '@/lib/shop/catalogue/reviews/ratings'
import { CalendarPreview } from '@/components/photo-products/calendar-preview'
import { RatingLine } from '@/components/reviews/star-rating'
import { serializeJsonLd } from '@/lib/seo/organisation'
import { containerCalendarRatings } from '../shared/calendar-ratings'
import {
  CatalogueSection,
  catalogueStyles,
  Facts,
  idField,
  sectionFields,
  sectionOf,
  type Section,
} from '../shared/catalogue'
import { containerMessages, priceFrom } from '../shared/money'
import { sizeText } from '../shared/size'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Calendar details: one calendar design (designGroupId) with its type, the formats it is made in
 * and its lowest price, all from the calendar catalogue, and "Jetzt gestalten" into the configurator
 * with that design group. Without an id, or for an id the catalogue
 * does not know (a design taken out of the range), nothing renders.
 */
export const calendarDetailsSchema = z.object({ ...sectionFields, designGroupId: idField })

export interface CalendarDetailsProps {
  section: Section
  designGroupId: number
}

export function calendarDetailsProps(
  data: z.output<typeof calendarDetailsSchema>,
  ctx: ContainerContext,
): CalendarDetailsProps | null {
  return data.designGroupId ? { section: sectionOf(data, ctx), designGroupId: data.designGroupId } : null
}

export async function loadCalendarGroup(designGroupId: number, ctx: ContainerContext) {
  try {
    const list = await posterShop().calendarDesignGroups({ designGroupId, limit: 1 }, ctx)
    return list.designGroups[0] ?? null
  } catch (error) {
    if (error instanceof ShopError && error.status === 404) return null
    throw error
  }
}

export const calendarDetails = defineContainer({
  schema: calendarDetailsSchema,
  transform: calendarDetailsProps,
  Component: async ({ data, ctx }: { data: CalendarDetailsProps; ctx: ContainerContext }) => {
    const [t, group, ratings] = await Promise.all([
      containerMessages(ctx),
      loadCalendarGroup(data.designGroupId, ctx),
      containerCalendarRatings(ctx, [data.designGroupId]),
    ])
    if (!group) return null
    const rating = ratings?.get(group.id)
    const section = {
      ...data.section,
      link: data.section.link ?? {
        href: localHref(ctx, `/${SHOP_ROUTES.calendars.join('/')}`) ?? '/',
        text: t('allCalendars'),
      },
    }
    return (
      <CatalogueSection name="calendar_details" section={section}>
        <article className={catalogueStyles.tile} data-testid="product-details">
          <div className={catalogueStyles.picture}>
            <CalendarPreview
              motif={group.preview.motif}
              palette={group.preview.palette}
              landscape={group.formats[0]?.aspectRatio === 'landscape'}
            />
          </div>
          <h3>{group.name}</h3>
          {ratings && <RatingLine {...rating} />}
          {rating && (
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{
                __html: serializeJsonLd(aggregateRatingJsonLd(group.name, rating.summary)),
              }}
            />
          )}
          <p className={catalogueStyles.price}>{priceFrom(t, ctx, group.priceFrom, group.currency)}</p>
          <p className={catalogueStyles.meta}>{t('priceNote')}</p>
          <Facts
            rows={[
              [t('type'), group.typeName],
              [t('formatsLabel'), group.formats.map((f) => sizeText(f.widthMm, f.heightMm, ctx)).join(', ')],
            ]}
          />
          <a
            className="button"
            data-testid="calendar-design-now"
            href={localHref(ctx, `/${CALENDAR_ROUTE}${calendarEntrySearch(group.id)}`) ?? '/'}
          >
            {t('designNow')}
          </a>
        </article>
      </CatalogueSection>
    )
  },
})

/**
 * Structured data for search engines, only beside visible stars from published reviews (never for a
 * product without any: an empty or invented rating is what the guidelines forbid).
 */
export function aggregateRatingJsonLd(name: string, summary: RatingSummary) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
  }
}
