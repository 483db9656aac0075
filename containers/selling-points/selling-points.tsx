import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { Icon, type IconName } from '@/components/ui/icon'
import { bloks, text } from '../shared/fields'
import { paragraphsOf } from '../shared/paragraphs'
import { defineContainer, type ContainerContext } from '../types'
import { InfoDialog } from './info-dialog'
import styles from './selling-points.module.css'

/**
 * The selling-point modals of the spec (design tool, event portal, sample cards, name upload, express
 * shipping): a row of short claims, each opening a dialog with the details. The key picks the icon;
 * points without a title or details are dropped.
 */
export const SELLING_POINT_ICONS = {
  'design-tool': 'edit',
  'event-portal': 'users',
  'sample-cards': 'gift',
  'name-upload': 'upload',
  'express-shipping': 'truck',
} as const satisfies Record<string, IconName>

export const sellingPointsSchema = z.object({
  headline: text,
  items: bloks(
    {
      key: z.enum(Object.keys(SELLING_POINT_ICONS) as [keyof typeof SELLING_POINT_ICONS]),
      title: text,
      teaser: text,
      details: text,
    },
    8,
  ),
})

interface SellingPoint {
  key: keyof typeof SELLING_POINT_ICONS
  title: string
  teaser: string
  paragraphs: string[]
}
type SellingPointsData = { headline: string; items: SellingPoint[] }

async function SellingPoints({ data, ctx }: { data: SellingPointsData; ctx: ContainerContext }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Content.dialog' })
  return (
    <section className={`container ${styles.root}`} data-container="selling_points">
      {data.headline && <h2 className={styles.headline}>{data.headline}</h2>}
      <ul className={styles.list}>
        {data.items.map((item) => (
          <li key={item.key} className={styles.item}>
            <InfoDialog
              title={item.title}
              closeLabel={t('close')}
              closeIcon={<Icon name="close" />}
              trigger={
                <>
                  <span className={styles.icon}>
                    <Icon name={SELLING_POINT_ICONS[item.key]} size={28} />
                  </span>
                  <strong>{item.title}</strong>
                  {item.teaser && <span className={styles.teaser}>{item.teaser}</span>}
                  <span className={styles.more}>{t('more')}</span>
                </>
              }
            >
              {item.paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </InfoDialog>
          </li>
        ))}
      </ul>
    </section>
  )
}

export const sellingPoints = defineContainer({
  schema: sellingPointsSchema,
  transform: ({ headline, items }): SellingPointsData | null => {
    const kept = items
      .map((item) => ({
        key: item.key,
        title: item.title,
        teaser: item.teaser,
        paragraphs: paragraphsOf(item.details),
      }))
      .filter((item) => item.title && item.paragraphs.length > 0)
    return kept.length ? { headline, items: kept } : null
  },
  Component: SellingPoints,
})
