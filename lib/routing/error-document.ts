import { SHOP_LOCALES, type LocaleSegment } from '@/lib/config/locales'
import { statusTitle } from './status'

/** The link home in the visitor's language: the US shop's visitors read no German (issue 27). */
const HOME_LINK = { de: 'Zur Startseite', en: 'Back to the home page' } as const

/**
 * The minimal page for requests refused before routing (malformed paths): no layout can render for
 * a path we could not parse, so this is self-contained, has no scripts and links back home.
 */
export function errorDocument(status: number, message: string, segment: LocaleSegment = 'de'): string {
  const title = statusTitle(status)
  const language = SHOP_LOCALES[segment].language
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#222}
main{max-width:32rem;padding:2rem;text-align:center}a{color:inherit}</style></head>
<body><main><h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="/">${HOME_LINK[language]}</a></p></main></body></html>`
}
