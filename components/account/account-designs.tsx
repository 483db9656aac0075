'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import type { MyDesign } from '@/lib/api/editor/my-designs'
import { prepareClientIntl } from '@/lib/i18n/client-intl'
import { SavedDesignRow } from './saved-design-row'
import styles from './account-designs.module.css'

// Messages and prices formatted while this hydrates find Intl ready (lib/i18n/client-intl.ts).
prepareClientIntl()

/**
 * "Meine Designs", in the account and beside the design tool: one row per saved design (thumbnail,
 * name, product, format, last change; open, rename, duplicate, delete). After a change the list is
 * read again from the server, so it shows what is stored.
 */
export function AccountDesigns({ items, editorHref }: { items: MyDesign[]; editorHref: string }) {
  const t = useTranslations('AccountDesigns')
  const router = useRouter()
  if (items.length === 0) return <p data-testid="account-designs-empty">{t('empty')}</p>
  return (
    <ul className={styles.grid} data-testid="account-designs">
      {items.map((item) => (
        <SavedDesignRow
          key={item.id}
          item={item}
          editorHref={editorHref}
          onChanged={() => router.refresh()}
        />
      ))}
    </ul>
  )
}
