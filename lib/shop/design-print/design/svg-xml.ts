/**
 * The few XML helpers the SVG renderer needs. Every string that reaches the SVG goes through
 * `escapeXml` (text) or `attrs` (attribute values): customer text and merge values are untrusted, and
 * the same SVG is parsed by librsvg on the server, so a stray `<` must never become markup.
 */

// Characters XML 1.0 forbids outright; librsvg rejects the whole file if one appears.
const INVALID_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
}

/** Short, stable numbers: 3 decimals of a mm is a micrometre, and "-0" would only add noise. */
export function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

export type AttrValue = string | number | undefined
export function attrs(values: Record<string, AttrValue>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('')
}

/** An element; `children` is markup (other `el` results or `escapeXml` output), never raw text. */
export function el(name: string, values: Record<string, AttrValue>, children?: string): string {
  return children === undefined
    ? `<${name}${attrs(values)}/>`
    : `<${name}${attrs(values)}>${children}</${name}>`
}

/**
 * Image hrefs the renderer will embed. Only inline raster/SVG data and https: librsvg on the server
 * must never be pointed at file: or internal http URLs. Hrefs come from the server's asset store;
 * customer uploads are converted to raster images on upload, so an SVG here is a catalogue motif.
 */
const SAFE_HREF = /^(data:image\/(png|jpeg|webp|gif|svg\+xml);base64,[A-Za-z0-9+/=]+|https:\/\/[^\s"'<>]+)$/
export function safeHref(href: string | undefined): string | undefined {
  return href !== undefined && SAFE_HREF.test(href) ? href : undefined
}
