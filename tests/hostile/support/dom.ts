import { createRequire } from 'node:module'

// jsdom ships no type declarations; this is the one constructor the suites use, typed by hand.
type JsdomConstructor = new (markup: string, options?: { contentType?: string }) => { window: Window }
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor }

/** Parses HTML (or SVG with contentType image/svg+xml) the way a browser would, without running it. */
export function parseMarkup(markup: string, contentType = 'text/html'): Document {
  return new JSDOM(markup, { contentType }).window.document
}

/** Elements and attributes through which HTML or SVG runs script or loads a foreign document. */
export function activeMarkup(markup: string, contentType = 'text/html'): string[] {
  const found: string[] = []
  for (const element of parseMarkup(markup, contentType).querySelectorAll('*')) {
    const tag = element.localName.toLowerCase()
    if (['script', 'iframe', 'object', 'embed', 'foreignobject'].includes(tag)) found.push(`<${tag}>`)
    for (const attr of element.attributes) {
      if (/^on/i.test(attr.name)) found.push(`${tag}[${attr.name}]`)
      if (/href|src|action/i.test(attr.name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value))
        found.push(`${tag}[${attr.name}=${attr.value}]`)
    }
  }
  return found
}
