// @ts-check
/**
 * The page's scripts are requested after its first paint (ADR 0044). Next writes its scripts into
 * every page as async tags in the head (and a preload of its bootstrap), so a phone downloads about
 * 150 kB of JavaScript beside the styles, fonts and the picture the visitor is waiting for, and runs
 * whatever has arrived before it paints. This rewrites a page's HTML as Next writes it: the script
 * tags become inert (`type="text/x-after-paint"`, the address in `data-after-paint`), the script
 * preloads go, and a small inline loader, put where Next's bootstrap tag was, turns them back into
 * the same async scripts once the page has painted its first content and its high-priority
 * pictures (at most a few seconds later; at once in a tab nobody sees). The HTML, hydration and
 * everything the scripts do stay as they were; only when they start to download changes.
 *
 * Plain JavaScript because server/start.mjs loads it before Next. It sits between the compression
 * and Next (next.config turns Next's own compression off), so it sees and writes plain HTML; the
 * response cache in front stores what it wrote.
 */

export const AFTER_PAINT_TYPE = 'text/x-after-paint'
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint'

/** Held back at a chunk's end while it may be the start of a tag this rewrites; longer is let through. */
const MAX_HELD = 4096

/**
 * The loader, an inline script: after the first contentful paint (a browser without paint timing:
 * after the next frame), then once every `fetchpriority="high"` picture has loaded (waiting at most a
 * second for them) and painted, every inert tag is replaced by the async script it was, one per
 * task (starting a script's request costs the main thread 1–2 ms; eleven at once made a long task).
 * Three seconds after it runs it loads them whatever happened, and at once when the page is not
 * visible (nothing will paint).
 */
export const LOADER = `(function(d,w){var started=0;function load(){if(started)return;started=1;var inert=d.querySelectorAll("script[${AFTER_PAINT_ATTRIBUTE}]");(function next(i){if(i>=inert.length)return;var s=d.createElement("script");s.src=inert[i].getAttribute("${AFTER_PAINT_ATTRIBUTE}");s.async=true;inert[i].parentNode.replaceChild(s,inert[i]);setTimeout(function(){next(i+1)},0)})(0)}function afterFrame(){requestAnimationFrame(function(){setTimeout(load,0)})}function afterPictures(){var waiting=[].filter.call(d.querySelectorAll('img[fetchpriority="high"]'),function(i){return!i.complete}),left=waiting.length;if(!left)return afterFrame();function one(){if(--left===0)afterFrame()}waiting.forEach(function(i){i.addEventListener("load",one);i.addEventListener("error",one)});setTimeout(load,1000)}setTimeout(load,3000);if(d.visibilityState!=="visible")return load();var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();afterPictures()}}).observe({type:"paint",buffered:true})}else afterFrame()})(document,window)`

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g
const SCRIPT_PRELOAD = /<link\b[^>]*\bas="script"[^>]*>/g
const NEXT_SCRIPT_SRC = / src="(\/_next\/static\/[^"]+\.js)"/
const NONCE = / nonce="([^"]*)"/

/**
 * Rewrites one page's HTML as it streams (latin1 strings: byte for byte, the rewritten parts are
 * ASCII). Until the loader is written: Next's async script tags become inert, script preloads are
 * dropped; the first such tag in the body (Next's bootstrap) is followed by the loader. After the
 * loader, the rest passes unchanged (scripts streamed later, e.g. with a suspended part, load as
 * Next wrote them). A page without a bootstrap in its body gets the loader before `</body>`, or at
 * its end.
 */
export class AfterPaintRewriter {
  #held = ''
  #inBody = false
  #loaderWritten = false
  /** @type {string | undefined} */
  #nonce = undefined
  #converted = 0

  /** @param {string} text */
  push(text) {
    if (this.#loaderWritten) {
      const rest = this.#held + text
      this.#held = ''
      return rest
    }
    const all = this.#held + text
    const cut = heldFrom(all)
    this.#held = all.slice(cut)
    return this.#rewrite(all.slice(0, cut))
  }

  end() {
    const rest = this.#held
    this.#held = ''
    if (this.#loaderWritten) return rest
    const out = this.#rewrite(rest)
    return this.#loaderWritten || this.#converted === 0 ? out : out + this.#loader()
  }

  /**
   * @param {string} text
   * @returns {string}
   */
  #rewrite(text) {
    if (this.#loaderWritten || text === '') return text
    if (!this.#inBody) {
      const bodyAt = text.indexOf('<body')
      if (bodyAt === -1) return this.#part(text)
      const head = this.#part(text.slice(0, bodyAt))
      this.#inBody = true
      return head + this.#rewrite(text.slice(bodyAt))
    }
    const closing = text.indexOf('</body>')
    if (closing === -1) return this.#part(text)
    const body = this.#part(text.slice(0, closing))
    const loader = this.#loaderWritten || this.#converted === 0 ? '' : this.#loader()
    return body + loader + text.slice(closing)
  }

  /** @param {string} text */
  #part(text) {
    if (this.#loaderWritten) return text
    const withoutPreloads = text.replace(SCRIPT_PRELOAD, '')
    return withoutPreloads.replace(SCRIPT_TAG, (tag, attributes) => {
      if (this.#loaderWritten) return tag
      const src = NEXT_SCRIPT_SRC.exec(attributes)
      if (!src || !/ async=""/.test(attributes) || / (type|nomodule)=/i.test(attributes)) return tag
      this.#nonce ??= NONCE.exec(attributes)?.[1]
      this.#converted += 1
      const inert = `<script type="${AFTER_PAINT_TYPE}"${attributes.replace(' src="', ` ${AFTER_PAINT_ATTRIBUTE}="`)}></script>`
      return this.#inBody ? inert + this.#loader() : inert
    })
  }

  #loader() {
    this.#loaderWritten = true
    const nonce = this.#nonce === undefined ? '' : ` nonce="${this.#nonce}"`
    return `<script${nonce}>${LOADER}</script>`
  }
}

/**
 * Where the part to hold back starts: an unfinished tag at the end, or a script tag whose end has
 * not arrived (only while both are short enough to be one of the tags rewritten here).
 *
 * @param {string} text
 */
function heldFrom(text) {
  let cut = text.length
  const lastOpen = text.lastIndexOf('<')
  if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) cut = lastOpen
  const lastScript = text.lastIndexOf('<script', cut)
  if (lastScript !== -1 && text.indexOf('</script>', lastScript) === -1) cut = lastScript
  return text.length - cut > MAX_HELD ? text.length : cut
}

/**
 * Wraps Next's handler: an HTML answer to a GET or HEAD is rewritten as it is written (its length
 * changes, so its Content-Length goes; the compression in front chunks or compresses it).
 *
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 */
export function withScriptsAfterPaint(handle) {
  return (
    /** @type {import('node:http').IncomingMessage} */ req,
    /** @type {import('node:http').ServerResponse} */ res,
  ) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return handle(req, res)
    rewriteHtml(res)
    return handle(req, res)
  }
}

/**
 * The three writing methods of a response, as this module replaces them: Node's overloads are passed
 * through as they came, so they are seen here as plain argument lists.
 *
 * @typedef {{ writeHead: (...args: unknown[]) => unknown, write: (...args: unknown[]) => unknown, end: (...args: unknown[]) => unknown }} Writing
 */

/** @param {import('node:http').ServerResponse} res */
function rewriteHtml(res) {
  /** @type {AfterPaintRewriter | null | undefined} undefined: not decided yet; null: not HTML */
  let rewriter
  const decide = () => {
    if (rewriter !== undefined) return rewriter
    const type = String(res.getHeader('content-type') ?? '')
    const html = type.startsWith('text/html') && !res.getHeader('content-encoding')
    rewriter = html ? new AfterPaintRewriter() : null
    if (rewriter && !res.headersSent) res.removeHeader('content-length')
    return rewriter
  }
  const target = /** @type {Writing} */ (/** @type {unknown} */ (res))
  const { writeHead, write, end } = target
  target.writeHead = (statusCode, ...rest) => {
    const headers = rest.at(-1)
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      // Headers given here are applied first, so the answer's type is known before they are sent.
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(name, /** @type {number | string | string[]} */ (value))
      }
      rest.pop()
    }
    decide()
    return writeHead.call(res, statusCode, ...rest)
  }
  target.write = (chunk, encoding, callback) => {
    const active = decide()
    if (!active || chunk === undefined || chunk === null) return write.call(res, chunk, encoding, callback)
    const out = active.push(toLatin1(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (out.length === 0) {
      if (typeof done === 'function') process.nextTick(/** @type {() => void} */ (done))
      return true
    }
    return write.call(res, Buffer.from(out, 'latin1'), done)
  }
  target.end = (chunk, encoding, callback) => {
    const active = decide()
    if (!active) return end.call(res, chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function')
    const body =
      typeof chunk === 'function' || chunk === undefined || chunk === null ? '' : toLatin1(chunk, encoding)
    const out = active.push(body) + active.end()
    return end.call(res, Buffer.from(out, 'latin1'), done)
  }
}

/**
 * @param {unknown} chunk
 * @param {unknown} encoding
 */
function toLatin1(chunk, encoding) {
  if (typeof chunk === 'string')
    return Buffer.from(
      chunk,
      typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
    ).toString('latin1')
  return Buffer.from(/** @type {Uint8Array} */ (chunk)).toString('latin1')
}
