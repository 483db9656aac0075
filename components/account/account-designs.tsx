'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
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
 * read again from the server, so it shows what is stored; a deleted row leaves at once, since the
 * router may drop that refresh while a prefetch of the page is still on its way (the row then stayed).
 */
export function AccountDesigns({ items, editorHref }: { items: MyDesign[]; editorHref: string }) {
  const t = useTranslations('AccountDesigns')
  const router = useRouter()
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set())
  const shown = items.filter((item) => !deleted.has(item.id))
  if (shown.length === 0) return <p data-testid="account-designs-empty">{t('empty')}</p>
  return (
    <ul className={styles.grid} data-testid="account-designs">
      {shown.map((item) => (
        <SavedDesignRow
          key={item.id}
          item={item}
          editorHref={editorHref}
          onChanged={(change) => {
            if (change === 'delete') setDeleted((ids) => new Set(ids).add(item.id))
            router.refresh()
          }}
        />
      ))}
    </ul>
  )
}
