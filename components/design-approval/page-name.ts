import type { useTranslations } from 'next-intl'

type EditorT = ReturnType<typeof useTranslations<'Editor'>>

/** A page's own name, else its role in words as the editor's page switcher shows it ("Vorderseite"). */
export function pageNameOf(t: EditorT, page: { role: string; name: string | null }): string {
  if (page.name) return page.name
  return t.has(`pages.${page.role}` as never) ? t(`pages.${page.role}` as never) : page.role
}
