import { fallbackChain, MESSAGE_LOCALES, type MessageLocale, type ShopLocaleCode } from '@/lib/config/locales'
import { AREAS, type Messages } from '@/locales'
import { regionalSpelling } from './spelling'

/**
 * UI strings per locale. de-DE and en-GB are complete; de-AT, de-CH and en-US hold only their
 * differences and borrow the rest along the spec's fallback table (lib/config/locales.ts).
 */

export type { Messages }
export interface MessageTree {
  [key: string]: string | MessageTree
}

/** Each locale's own file contents, all areas side by side (areas own distinct namespaces). */
export const MESSAGE_FILES = Object.fromEntries(
  MESSAGE_LOCALES.map((locale) => [
    locale,
    Object.assign(
      {},
      ...AREAS.map((files) => (files as Partial<Record<MessageLocale, object>>)[locale] ?? {}),
    ),
  ]),
) as Record<MessageLocale, MessageTree>

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function mergeMessages(base: MessageTree, override: MessageTree): MessageTree {
  const out: MessageTree = { ...base }
  for (const [key, value] of Object.entries(override)) {
    const current = out[key]
    out[key] = isTree(value) && isTree(current) ? mergeMessages(current, value) : value
  }
  return out
}

function respell(tree: MessageTree, locale: ShopLocaleCode): MessageTree {
  const out: MessageTree = {}
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'string' ? regionalSpelling(value, locale) : respell(value, locale)
  }
  return out
}

const cache = new Map<ShopLocaleCode, Messages>()

export function messagesFor(locale: ShopLocaleCode): Messages {
  const hit = cache.get(locale)
  if (hit) return hit
  const chain = fallbackChain(locale).filter((code): code is MessageLocale => code in MESSAGE_FILES)
  let merged: MessageTree = {}
  for (const code of chain.reverse()) merged = mergeMessages(merged, MESSAGE_FILES[code])
  merged = respell(merged, locale)
  // The merge of a complete base file with partial overrides has the base file's shape.
  const messages = merged as unknown as Messages
  cache.set(locale, messages)
  return messages
}
