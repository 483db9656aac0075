// @ts-check
/**
 * Content-coding choices of the production server (plain JavaScript: loaded before Next). Next
 * compresses with gzip only; the server adds brotli where it keeps bytes in memory (build scripts and
 * styles, ADR 0041; stored pages, ADR 0042).
 */

/**
 * The encoding to answer with: brotli unless the client weighs gzip higher, gzip, or null when it
 * takes neither (`q=0` refuses; `*` stands for any encoding not named).
 *
 * @param {string | string[] | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function chosenEncoding(header) {
  if (typeof header !== 'string') return null
  /** @type {Map<string, number>} */
  const weights = new Map()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase())
    const q = params.find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (/** @type {string} */ name) => weights.get(name) ?? weights.get('*') ?? 0
  const br = weightOf('br')
  const gzip = weightOf('gzip')
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : null
}
