/**
 * First-load JavaScript of a page: the scripts its served HTML loads (script src except noModule polyfills, script
 * preloads, and the scripts the server's loader requests after the first paint, ADR 0044),
 * each gzip-compressed as the server would send it, summed. Deterministic for a given build, so the
 * budget check in `npm test` (tests/e2e/js-budget.spec.ts) and the bench share it.
 */
import { gzipSync } from 'node:zlib'
import { get } from './http-client'

export interface FirstLoadJs {
  scripts: number
  gzipBytes: number
}

export function scriptSources(html: string): string[] {
  const sources = new Set<string>()
  for (const match of html.matchAll(/<script\b[^>]*\b(?:src|data-after-paint)="([^"]+)"[^>]*>/g)) {
    // Legacy polyfills (noModule) are never loaded by the browsers the shop supports.
    if (!/\bnoModule\b/i.test(match[0])) sources.add(match[1]!)
  }
  for (const match of html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*>/g)) {
    const tag = match[0]
    if (!/\bas="script"/.test(tag) && !/rel="modulepreload"/.test(tag)) continue
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (href) sources.add(href)
  }
  return [...sources].map((src) => src.replace(/&amp;/g, '&'))
}

export async function firstLoadJs(origin: string, path: string, host?: string): Promise<FirstLoadJs> {
  const page = await get(origin + path, host)
  if (page.status !== 200) throw new Error(`${path}: status ${page.status}`)
  const sources = scriptSources(page.body.toString('utf8')).filter((src) => src.startsWith('/'))
  let gzipBytes = 0
  for (const src of sources) {
    const script = await get(origin + src, host)
    if (script.status !== 200) throw new Error(`${src}: status ${script.status}`)
    gzipBytes += gzipSync(script.body, { level: 9 }).length
  }
  return { scripts: sources.length, gzipBytes }
}
