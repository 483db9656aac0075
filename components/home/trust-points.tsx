import { getTranslations } from 'next-intl/server'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { CheckListBar } from '@/components/ui/check-list-bar'

/** Spec: trust-point items are taken from translations by position. */
const POSITIONS = ['1', '2', '3', '4'] as const

export async function TrustPoints({ brand, locale }: { brand: BrandKey; locale: ShopLocaleCode }) {
  const t = await getTranslations({ locale, namespace: 'TrustPoints' })
  const items = POSITIONS.map((position) => ({
    title: t(`${brand}.${position}.title`),
    text: t(`${brand}.${position}.text`),
  }))
  return <CheckListBar items={items} label={t('label')} testId="trust_points" />
}
