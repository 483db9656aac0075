/**
 * A deliberately small XML tokenizer for SVG uploads. It understands exactly the syntax a sanitised
 * SVG may use (elements, attributes in quotes, text, comments, CDATA, the XML declaration) and
 * reports everything else, DOCTYPE and entity declarations included, as a token the sanitiser
 * rejects. The sanitiser re-serialises from these tokens, so what the browser or librsvg later parses
 * is our own output, not the upload's possibly ambiguous markup.
 */
export type SvgToken =
  | { kind: 'open'; name: string; attributes: [string, string][]; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string }
  | { kind: 'comment' }
  | { kind: 'declaration' }
  | { kind: 'doctype' }
  | { kind: 'instruction'; target: string }

export class SvgSyntaxError extends Error {
  override name = 'SvgSyntaxError'
}

const NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*/
const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{0,31});/g
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

/** Resolves character references; any named entity but the five predefined ones is refused. */
export function decodeEntities(value: string): string {
  if (/&(?![#A-Za-z][^;\s]{0,32};)/.test(value)) throw new SvgSyntaxError('a bare "&" is not valid XML')
  return value.replace(ENTITY, (_m, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      if (code < 0x20 && code !== 0x9 && code !== 0xa && code !== 0xd)
        throw new SvgSyntaxError('control character')
      if (code > 0x10ffff) throw new SvgSyntaxError('character reference out of range')
      return String.fromCodePoint(code)
    }
    const known = PREDEFINED[ref]
    if (known === undefined) throw new EntityError(ref)
    return known
  })
}

export class EntityError extends SvgSyntaxError {
  constructor(readonly entity: string) {
    super(`the entity &${entity}; is not allowed`)
  }
}

export function tokenizeSvg(source: string): SvgToken[] {
  const tokens: SvgToken[] = []
  let i = source.charCodeAt(0) === 0xfeff ? 1 : 0
  while (i < source.length) {
    const lt = source.indexOf('<', i)
    if (lt === -1 || lt > i) {
      const end = lt === -1 ? source.length : lt
      tokens.push({ kind: 'text', text: decodeEntities(source.slice(i, end)) })
      i = end
      continue
    }
    if (source.startsWith('<!--', i)) {
      const end = source.indexOf('-->', i + 4)
      if (end === -1) throw new SvgSyntaxError('unterminated comment')
      tokens.push({ kind: 'comment' })
      i = end + 3
    } else if (source.startsWith('<![CDATA[', i)) {
      const end = source.indexOf(']]>', i + 9)
      if (end === -1) throw new SvgSyntaxError('unterminated CDATA section')
      tokens.push({ kind: 'text', text: source.slice(i + 9, end) })
      i = end + 3
    } else if (source.startsWith('<!', i)) {
      tokens.push({ kind: 'doctype' })
      return tokens
    } else if (source.startsWith('<?', i)) {
      const end = source.indexOf('?>', i + 2)
      if (end === -1) throw new SvgSyntaxError('unterminated processing instruction')
      const target = NAME.exec(source.slice(i + 2))?.[0] ?? ''
      tokens.push(target.toLowerCase() === 'xml' ? { kind: 'declaration' } : { kind: 'instruction', target })
      i = end + 2
    } else if (source.startsWith('</', i)) {
      const end = source.indexOf('>', i)
      const name = source.slice(i + 2, end).trim()
      if (end === -1 || !NAME.test(name)) throw new SvgSyntaxError('malformed closing tag')
      tokens.push({ kind: 'close', name })
      i = end + 1
    } else {
      i = readOpenTag(source, i + 1, tokens)
    }
  }
  return tokens
}

function readOpenTag(source: string, start: number, tokens: SvgToken[]): number {
  const name = NAME.exec(source.slice(start, start + 200))?.[0]
  if (!name) throw new SvgSyntaxError('malformed tag')
  let i = start + name.length
  const attributes: [string, string][] = []
  for (;;) {
    const ws = /^\s*/.exec(source.slice(i, i + 10_000))?.[0].length ?? 0
    i += ws
    if (source.startsWith('/>', i)) {
      tokens.push({ kind: 'open', name, attributes, selfClosing: true })
      return i + 2
    }
    if (source[i] === '>') {
      tokens.push({ kind: 'open', name, attributes, selfClosing: false })
      return i + 1
    }
    if (ws === 0) {
      throw new SvgSyntaxError(`attributes of <${name}> must be separated by spaces`)
    }
    const attr = NAME.exec(source.slice(i, i + 200))?.[0]
    if (!attr) throw new SvgSyntaxError(`malformed attribute in <${name}>`)
    i += attr.length
    const eq = /^\s*=\s*(["'])/.exec(source.slice(i, i + 100))
    if (!eq) throw new SvgSyntaxError(`attribute ${attr} of <${name}> needs a quoted value`)
    i += eq[0].length
    const quote = eq[1] ?? '"'
    const end = source.indexOf(quote, i)
    if (end === -1) throw new SvgSyntaxError(`unterminated value of ${attr}`)
    const raw = source.slice(i, end)
    if (raw.includes('<')) throw new SvgSyntaxError(`"<" inside the value of ${attr}`)
    attributes.push([attr, decodeEntities(raw)])
    i = end + 1
  }
}
