import type { MessageLocale } from '@/lib/config/locales'
import coreDeAT from './core/de-AT.json'
import coreDeCH from './core/de-CH.json'
import coreDeDE from './core/de-DE.json'
import coreEnGB from './core/en-GB.json'
import coreEnUS from './core/en-US.json'
import contentDeAT from './content/de-AT.json'
import contentDeCH from './content/de-CH.json'
import contentDeDE from './content/de-DE.json'
import contentEnGB from './content/en-GB.json'
import contentEnUS from './content/en-US.json'

/**
 * The registry of UI-string areas. Each area is a folder with one file per message locale: de-DE and
 * en-GB complete, de-AT, de-CH and en-US only their differences (lib/i18n/messages.ts merges them along
 * the fallback chain). An area's files hold its own top-level namespaces, so areas never share a file.
 * Add an area: create locales/<area>/<locale>.json, import the five files here, list them in AREAS.
 */
type LocaleFiles<Base> = { 'de-DE': Base; 'en-GB': Base } & Partial<Record<MessageLocale, object>>

function area<Base extends object>(files: LocaleFiles<Base>): LocaleFiles<Base> {
  return files
}

export const AREAS = [
  area({ 'de-DE': coreDeDE, 'de-AT': coreDeAT, 'de-CH': coreDeCH, 'en-GB': coreEnGB, 'en-US': coreEnUS }),
  area({
    'de-DE': contentDeDE,
    'de-AT': contentDeAT,
    'de-CH': contentDeCH,
    'en-GB': contentEnGB,
    'en-US': contentEnUS,
  }),
] as const

/** The shape of the complete (German) messages: every area's namespaces side by side. */
export type Messages = typeof coreDeDE & typeof contentDeDE
