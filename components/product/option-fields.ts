import { FORMATS, PAPERS, REFINEMENTS } from '@/lib/config/catalog'
import type { ShopLocaleCode } from '@/lib/config/locales'
import {
  ACCESSORY_COLOURS,
  ENVELOPE_SUBTYPES,
  HOLDERS,
  PUNCHINGS,
  RIBBONS,
  TAGS,
} from '@/lib/model/accessory-keys'
import { fromNames, localize } from '@/lib/shop/catalogue/localized-text'
import { ACCESSORY_PARAMS, type ProductOptions } from '@/lib/shop/catalogue/product-options'
import type { Names } from '@/lib/config/catalog'
import { compactOptions } from './option-list'
import type { OptionField } from './product-options-form'

type Translate = (key: string, values?: Record<string, string | number>) => string

/** The option selects of a product page, labelled from the catalogue vocabulary and UI strings. */
export function optionFields(options: ProductOptions, locale: ShopLocaleCode, t: Translate, tn: Translate) {
  const name = (names: Names, key: string) => localize(fromNames(names), locale, key)
  const table =
    <K extends string>(names: Record<K, Names>) =>
    (key: string) =>
      key in names ? name(names[key as K], key) : key
  const { choices, params } = options
  const fields: OptionField[] = []
  const add = (
    param: string,
    label: string,
    values: readonly (string | number)[],
    labelOf: (v: string) => string,
    note?: string,
  ) => {
    if (values.length > 1)
      fields.push({
        name: param,
        label,
        value: params[param] ?? String(values[0]),
        options: compactOptions(values.map((v) => [String(v), labelOf(String(v))] as const)),
        ...(note ? { note } : {}),
      })
  }
  add('format', t('format'), choices.formats, table(FORMATS))
  add('paper', t('paper'), choices.papers, table(PAPERS))
  add('refinementType', t('refinement'), choices.refinements, table(REFINEMENTS))
  const [sizeName, flapName] = [(size: string) => tn(`envelope.${size}`), table(ENVELOPE_SUBTYPES)]
  add(
    'envelope',
    t('envelope'),
    choices.envelopes.length > 0 ? ['none', ...choices.envelopes] : [],
    (value) => {
      if (value === 'none') return t('envelopeNone')
      const cut = value.lastIndexOf('-')
      return t('envelopeOption', {
        size: sizeName(value.slice(0, cut)),
        flap: flapName(value.slice(cut + 1)),
      })
    },
  )
  // Only with an envelope chosen: the colours its flap comes in.
  add('envelopeColour', t('envelopeColour'), choices.envelopeColours, table(ACCESSORY_COLOURS))
  const accessoryLabels = {
    punching: table(PUNCHINGS),
    ribbon: table(RIBBONS),
    screw: (key: string) =>
      key === 'none' ? t('screwNone') : t('screwOption', { colour: table(ACCESSORY_COLOURS)(key) }),
    holder: table(HOLDERS),
    tag: table(TAGS),
  }
  for (const kind of Object.keys(ACCESSORY_PARAMS) as (keyof typeof ACCESSORY_PARAMS)[]) {
    const values = choices.accessories[kind] ?? []
    add(
      ACCESSORY_PARAMS[kind],
      t(kind),
      values,
      accessoryLabels[kind],
      kind === 'ribbon' ? t('ribbonNote') : undefined,
    )
  }
  add('quantity', t('quantity'), choices.quantities, (v) => t('quantityOption', { count: Number(v) }))
  return fields
}
