import { lengthUnitOf, type LocaleCode } from '@/lib/config/locales'
import { formatSize } from '@/lib/i18n/length'
import type { PhotoboxSpec } from '@/lib/shop/design-print/design/photobox-spec'
import { PHOTOBOX_DESIGNS, PHOTOBOX_FORMATS, PHOTOBOX_MATERIALS, PHOTOBOX_TYPES } from './config'

/**
 * A photo box in words for cart and order lines, invoices and e-mails (ADR 0075):
 * "Fotobox Pünktchenzauber, 20 Abzüge 10 × 15 cm, Fotopapier matt" ("Fotobox Leinen …" for the
 * premium type), the print size in the shop's unit.
 */

type Language = 'de' | 'en'
const LANGUAGE_LOCALE = { de: 'de-DE', en: 'en-GB' } as const satisfies Record<Language, LocaleCode>

const PRINTS = {
  de: (n: number) => (n === 1 ? '1 Abzug' : `${n} Abzüge`),
  en: (n: number) => (n === 1 ? '1 print' : `${n} prints`),
} as const

export function photoboxLabel(spec: PhotoboxSpec, target: Language | LocaleCode): string {
  const locale = target === 'de' || target === 'en' ? LANGUAGE_LOCALE[target] : target
  const language: Language = locale.startsWith('en') ? 'en' : 'de'
  const design = PHOTOBOX_DESIGNS.find((d) => d.designType === spec.designType)
  const { widthMm, heightMm } = PHOTOBOX_FORMATS[spec.format]
  const size = formatSize(widthMm, heightMm, lengthUnitOf(locale), locale)
  const box = [PHOTOBOX_TYPES[spec.type].names[language], design?.names[language]].filter(Boolean).join(' ')
  return [
    box,
    `${PRINTS[language](spec.quantity)} ${size}`,
    PHOTOBOX_MATERIALS[spec.material].names[language],
  ].join(', ')
}
