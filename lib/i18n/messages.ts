import { fallbackChain, type MessageLocale, type ShopLocaleCode } from '@/lib/config/locales'
import deAT from '@/locales/de-AT.json'
import deCH from '@/locales/de-CH.json'
import deDE from '@/locales/de-DE.json'
import enGB from '@/locales/en-GB.json'
import enUS from '@/locales/en-US.json'
import { regionalSpelling } from './spelling'

/**
 * UI strings per locale. de-DE and en-GB are complete; de-AT, de-CH and en-US hold only their
 * differences and borrow the rest along the spec's fallback table (lib/config/locales.ts).
 */

export type Messages = typeof deDE
export interface MessageTree {
  [key: string]: string | MessageTree
}

export const MESSAGE_FILES: Record<MessageLocale, MessageTree> = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'en-GB': enGB,
  'en-US': enUS,
}

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
