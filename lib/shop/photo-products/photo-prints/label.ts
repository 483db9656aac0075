import { lengthUnitOf, type LocaleCode } from '@/lib/config/locales'
import { formatSize } from '@/lib/i18n/length'
import { PHOTO_PRINT_FORMAT_SIZES_MM, type PhotoPrintFormatKey } from '@/lib/model/photo-print-keys'
import type { PhotoPrintsSpec } from '@/lib/shop/design-print/design/photo-prints-spec'
import { PHOTO_PRINT_PAPERS } from './config'

/**
 * Photo prints in words for cart and order lines, invoices and e-mails (ADR 0076):
 * "Fotoabzüge: 36 Abzüge (24 × 10 × 15 cm, 12 × 13 × 18 cm), matt". Copies are counted, formats
 * in the order they first appear, sizes in the shop's unit; papers are named, and the white border
 * where any print has one (borderless is how prints come).
 */

type Language = 'de' | 'en'
const LANGUAGE_LOCALE = { de: 'de-DE', en: 'en-GB' } as const satisfies Record<Language, LocaleCode>

const TEXT = {
  de: {
    title: 'Fotoabzüge',
    prints: (n: number) => (n === 1 ? '1 Abzug' : `${n} Abzüge`),
    white: 'weißer Rand',
    someWhite: (n: number) => `${n} mit weißem Rand`,
  },
  en: {
    title: 'Photo prints',
    prints: (n: number) => (n === 1 ? '1 print' : `${n} prints`),
    white: 'white border',
    someWhite: (n: number) => `${n} with white border`,
  },
} as const

export function photoPrintsLabel(spec: PhotoPrintsSpec, target: Language | LocaleCode): string {
  const locale = target === 'de' || target === 'en' ? LANGUAGE_LOCALE[target] : target
  const language: Language = locale.startsWith('en') ? 'en' : 'de'
  const text = TEXT[language]
  const perFormat = new Map<PhotoPrintFormatKey, number>()
  let prints = 0
  let white = 0
  for (const item of spec.items) {
    perFormat.set(item.format, (perFormat.get(item.format) ?? 0) + item.copies)
    prints += item.copies
    if (item.border === 'white') white += item.copies
  }
  const sizes = [...perFormat].map(([format, count]) => {
    const [width, height] = PHOTO_PRINT_FORMAT_SIZES_MM[format]
    return `${count} × ${formatSize(width, height, lengthUnitOf(locale), locale)}`
  })
  const papers = [...new Set(spec.items.map((item) => item.paper))].map(
    (paper) => PHOTO_PRINT_PAPERS[paper].names[language],
  )
  const parts = [`${text.title}: ${text.prints(prints)} (${sizes.join(', ')})`, ...papers]
  if (white > 0) parts.push(white === prints ? text.white : text.someWhite(white))
  return parts.join(', ')
}
