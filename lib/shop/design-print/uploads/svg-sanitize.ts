import type { ShopLocaleCode } from '@/lib/config/locales'
import { fillMessage, type MessageValues } from '@/lib/i18n/fill'
import { messagesFor } from '@/lib/i18n/messages'
import { LOG_LOCALE } from '@/lib/render/errors'
import { UPLOAD_LIMITS } from './limits'
import { EntityError, SvgSyntaxError, tokenizeSvg, type SvgToken } from './svg-tokens'

/**
 * Sanitises an uploaded SVG logo or layout. Dangerous content is refused with a reason (the customer
 * learns why their file was not taken) rather than silently stripped, because a logo with a script
 * or a linked font would not print as they expect anyway. Editor clutter (metadata, Inkscape and
 * Illustrator namespaces, animation) is dropped. The result is re-serialised from tokens.
 */
export type SvgRefusalId = keyof ReturnType<typeof messagesFor>['UploadErrors']['svg']

/** Why an SVG is refused; the words are in locales/uploads (UploadErrors.svg), `message` in English. */
export class SvgRejected extends Error {
  override name = 'SvgRejected'
  constructor(
    readonly reason: SvgRefusalId,
    readonly values: MessageValues = {},
  ) {
    super(svgRefusalText(reason, values, LOG_LOCALE))
  }

  messageIn(locale: ShopLocaleCode): string {
    return svgRefusalText(this.reason, this.values, locale)
  }
}

function svgRefusalText(reason: SvgRefusalId, values: MessageValues, locale: ShopLocaleCode): string {
  return fillMessage(messagesFor(locale).UploadErrors.svg[reason], values, locale)
}

/** Elements that run code, embed other documents or pull in content: refused. */
const FORBIDDEN = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'canvas',
  'handler',
  'listener',
  'frame',
  'frameset',
  'html',
  'body',
  'meta',
  'link',
  'base',
  'form',
  'input',
])
/** Static SVG that prints. Everything else (animation, metadata, editor namespaces) is dropped. */
const ALLOWED = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textpath',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'pattern',
  'image',
  'style',
  'marker',
  'filter',
  'fegaussianblur',
  'feoffset',
  'feblend',
  'fecolormatrix',
  'fecomposite',
  'feflood',
  'femerge',
  'femergenode',
  'switch',
])
const XLINK = 'http://www.w3.org/1999/xlink'
const SVG_NS = 'http://www.w3.org/2000/svg'
/** Embedded pictures may only be raster data URIs; an SVG data URI could carry script again. */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/i

/** `element`: the element whose style attribute, presentation attribute or <style> text this is. */
function checkCss(css: string, element: string): void {
  const lower = css.toLowerCase().replace(/\\[0-9a-f]{1,6}\s?|\\./g, '\\')
  if (lower.includes('\\')) throw new SvgRejected('cssEscapes', { element })
  if (lower.includes('@import')) throw new SvgRejected('cssImport', { element })
  if (/expression\s*\(|javascript:|behavior\s*:|-moz-binding/.test(lower))
    throw new SvgRejected('cssScript', { element })
  for (const match of lower.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g)) {
    if (!(match[2] ?? '').startsWith('#'))
      throw new SvgRejected('cssExternal', { element, url: (match[2] ?? '').slice(0, 60) })
  }
  if (/url\(/.test(lower.replace(/url\(\s*(['"]?)#[^'")]*\1\s*\)/g, ''))) {
    throw new SvgRejected('cssUnchecked', { element })
  }
}

function checkAttribute(element: string, name: string, value: string): [string, string] | null {
  const lower = name.toLowerCase()
  if (lower.startsWith('on')) throw new SvgRejected('eventHandler', { element, attribute: name })
  if (lower === 'href' || lower === 'xlink:href') {
    const v = value.trim()
    if (v.startsWith('#')) return [name, v]
    if (element === 'image' && SAFE_DATA_IMAGE.test(v)) return [name, v]
    throw new SvgRejected('externalLink', { element, url: v.slice(0, 60) })
  }
  if (lower === 'xmlns') {
    if (value !== SVG_NS) throw new SvgRejected('wrongNamespace')
    return [name, value]
  }
  if (lower === 'xmlns:xlink') return value === XLINK ? [name, value] : null
  // Other namespaces (inkscape:, sodipodi:, xml:base, ev:) are editor data or can redirect links.
  if (lower.includes(':') && lower !== 'xml:space' && lower !== 'xml:lang') return null
  if (/javascript:|vbscript:|data:text/i.test(value))
    throw new SvgRejected('attributeScript', { element, attribute: name })
  if (lower === 'style' || /url\(/i.test(value)) checkCss(value, element)
  return [name, value]
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;')

function refuseToken(token: SvgToken): void {
  if (token.kind === 'doctype') throw new SvgRejected('doctype')
  if (token.kind === 'instruction') throw new SvgRejected('instruction', { target: token.target })
}

export type SvgContentLimits = { maxElements: number; maxCharsPerText: number; maxChars: number }
const DEFAULT_LIMITS: SvgContentLimits = {
  maxElements: UPLOAD_LIMITS.svgMaxElements,
  maxCharsPerText: UPLOAD_LIMITS.svgMaxCharsPerText,
  maxChars: UPLOAD_LIMITS.svgMaxChars,
}

/**
 * Counts what costs the rasteriser time: elements, and characters per <text> (with its tspans) and
 * in all. librsvg's text layout grows much faster than the text, so a few kB of letters can hold a
 * render for hours; the file is refused before anything is drawn.
 */
function contentCounter(limits: SvgContentLimits) {
  let elements = 0
  let total = 0
  let inText = 0
  return {
    open(local: string) {
      if (++elements > limits.maxElements)
        throw new SvgRejected('tooManyElements', { max: limits.maxElements })
      if (local === 'text') inText = 0
    },
    text(text: string) {
      const chars = [...text.trim()].length
      inText += chars
      total += chars
      if (inText > limits.maxCharsPerText)
        throw new SvgRejected('textTooLong', { max: limits.maxCharsPerText })
      if (total > limits.maxChars) throw new SvgRejected('tooMuchText', { max: limits.maxChars })
    },
  }
}

export function sanitizeSvg(source: string, limits: SvgContentLimits = DEFAULT_LIMITS): string {
  let tokens: SvgToken[]
  try {
    tokens = tokenizeSvg(source)
  } catch (error) {
    if (error instanceof EntityError) throw new SvgRejected('entity', { entity: error.entity })
    // The tokenizer's detail (an unterminated comment, a bad attribute) is for developers, not customers.
    if (error instanceof SvgSyntaxError) throw new SvgRejected('malformed')
    throw error
  }
  const out: string[] = []
  const stack: { name: string; kept: boolean }[] = []
  let dropping = 0
  let sawRoot = false
  const counter = contentCounter(limits)
  for (const token of tokens) {
    refuseToken(token)
    if (token.kind === 'open') {
      const local = token.name.toLowerCase()
      if (FORBIDDEN.has(local) || FORBIDDEN.has(local.split(':').pop() ?? '')) {
        throw new SvgRejected('forbiddenElement', { element: token.name })
      }
      if (!sawRoot && local !== 'svg') throw new SvgRejected('notSvgStart')
      if (stack.length === 0 && sawRoot) throw new SvgRejected('contentAfterEnd')
      sawRoot = true
      counter.open(local)
      const attributes = token.attributes.map(([n, v]) => checkAttribute(local, n, v))
      const kept = dropping === 0 && ALLOWED.has(local)
      if (local === 'svg' && stack.length === 0 && !attributes.some((a) => a?.[0] === 'xmlns')) {
        // librsvg and browsers need the namespace to draw the file as SVG at all.
        attributes.unshift(['xmlns', SVG_NS])
      }
      if (kept) {
        const attrs = attributes
          .filter((a) => a !== null)
          .map(([n, v]) => ` ${n}="${escapeAttr(v)}"`)
          .join('')
        out.push(`<${token.name}${attrs}${token.selfClosing ? '/>' : '>'}`)
      }
      if (!token.selfClosing) {
        stack.push({ name: token.name, kept })
        if (!kept) dropping++
      }
    } else if (token.kind === 'close') {
      const top = stack.pop()
      if (!top || top.name !== token.name) throw new SvgRejected('unexpectedClose', { element: token.name })
      if (top.kept) out.push(`</${token.name}>`)
      else dropping--
    } else if (token.kind === 'text') {
      if (stack.length === 0) {
        if (token.text.trim()) throw new SvgRejected('textOutside')
        continue
      }
      if (stack[stack.length - 1]?.name.toLowerCase() === 'style') checkCss(token.text, 'style')
      // Text in dropped elements (editor metadata) is never drawn.
      else if (dropping === 0) counter.text(token.text)
      if (dropping === 0) out.push(escapeText(token.text))
    }
  }
  if (!sawRoot) throw new SvgRejected('noSvg')
  if (stack.length > 0) throw new SvgRejected('truncated')
  return `<?xml version="1.0" encoding="UTF-8"?>\n${out.join('')}`
}
