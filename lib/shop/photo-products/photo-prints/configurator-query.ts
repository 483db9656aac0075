import {
  PHOTO_PRINT_BORDERS,
  PHOTO_PRINT_FORMAT_KEYS,
  PHOTO_PRINT_PAPER_KEYS,
  type PhotoPrintBorder,
  type PhotoPrintFormatKey,
  type PhotoPrintPaperKey,
} from '@/lib/model/photo-print-keys'
import { PHOTO_PRINT_DEFAULTS } from './config'

/**
 * The photo-print page's URL (/{locale}/configurator-photoprint[?format=10x15&paper=matt&border=none]
 * [&line=<cartItemId>]): the choices new photos start with, so a link from a "13 × 18 prints" tile
 * opens with 13 × 18. Per-photo choices live in the page and, once in the cart, in the line's
 * document. Reading is forgiving like the other configurators: a value that is not one of ours falls
 * back to the default, so an old or hand-edited link still opens.
 */

export interface PhotoPrintDefaults {
  format: PhotoPrintFormatKey
  paper: PhotoPrintPaperKey
  border: PhotoPrintBorder
}

type Params = Record<string, string | string[] | undefined>

function pick<K extends string>(value: string | string[] | undefined, keys: readonly K[], fallback: K): K {
  return typeof value === 'string' && (keys as readonly string[]).includes(value) ? (value as K) : fallback
}

export function readPhotoPrintDefaults(params: Params): PhotoPrintDefaults {
  return {
    format: pick(params.format, PHOTO_PRINT_FORMAT_KEYS, PHOTO_PRINT_DEFAULTS.format),
    paper: pick(params.paper, PHOTO_PRINT_PAPER_KEYS, PHOTO_PRINT_DEFAULTS.paper),
    border: pick(params.border, PHOTO_PRINT_BORDERS, PHOTO_PRINT_DEFAULTS.border),
  }
}

/** "?format=13x18&paper=matt&border=none[&line=…]", the inverse of readPhotoPrintDefaults. */
export function photoPrintsSearch(defaults: PhotoPrintDefaults, extra: { line?: string } = {}): string {
  const query = new URLSearchParams({
    format: defaults.format,
    paper: defaults.paper,
    border: defaults.border,
  })
  if (extra.line) query.set('line', extra.line)
  return `?${query.toString()}`
}
