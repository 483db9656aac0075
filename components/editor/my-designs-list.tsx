import { getTranslations } from 'next-intl/server'
import type { LocaleCode } from '@/lib/config/locales'
import type { MyDesign } from '@/lib/api/editor/my-designs'
import { formatDate } from '@/lib/i18n/format'

/** The visitor's saved designs with a link back into the editor for each (calendars and books: their configurator). */
export async function MyDesignsList({
  items,
  editorHref,
  locale,
}: {
  items: MyDesign[]
  editorHref: string
  locale: LocaleCode
}) {
  const t = await getTranslations('Editor.myDesigns')
  if (items.length === 0) return <p>{t('empty')}</p>
  return (
    <ul className="my-designs">
      {items.map((item) => (
        <li key={item.id} data-saved-design={item.id}>
          <strong>{item.name ?? item.productType}</strong>{' '}
          {item.quantity !== null && <span>{t('quantity', { count: item.quantity })} </span>}
          <small>{t('updated', { date: formatDate(new Date(item.updatedAt), locale) })}</small>{' '}
          {item.href !== null ? (
            <a href={item.href}>{t('open')}</a>
          ) : (
            item.designId !== null && (
              <a href={`${editorHref}?design=${item.designId}&saved=${item.id}`}>{t('open')}</a>
            )
          )}
        </li>
      ))}
    </ul>
  )
}
