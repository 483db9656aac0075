import type { ShopLocaleCode } from '@/lib/config/locales'
import { messagesFor } from '@/lib/i18n/messages'

/**
 * Labels for assistive technology. They belong in locales/ with the other UI strings; they live
 * here until that file's owner takes them over, so the container ships with working labels.
 */
const LABELS = {
  de: {
    carousel: 'Aktuelle Themen',
    controls: 'Thema auswählen',
    slide: (n: number, of: number) => `${n} von ${of}`,
  },
  en: {
    carousel: 'Featured themes',
    controls: 'Choose a theme',
    slide: (n: number, of: number) => `${n} of ${of}`,
  },
} as const

export interface TeaserMessages {
  carousel: string
  controls: string
  slide: (n: number, of: number) => string
  sampleBadge: string
}

export function teaserMessages(locale: ShopLocaleCode): TeaserMessages {
  const labels = locale.startsWith('en') ? LABELS.en : LABELS.de
  return { ...labels, sampleBadge: messagesFor(locale).Header.samples }
}
