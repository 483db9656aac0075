import { describe, expect, it } from 'vitest'
import { linksWithoutScripts, stripScripts } from './zero-js'

const FONT = '</_next/static/media/inter.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2"'
const SCRIPT = '</_next/static/chunks/app.js>; rel=preload; as="script"'

describe('the zero-JS floor of a page', () => {
  it('keeps the Link header’s preloads that are not scripts', () => {
    expect(linksWithoutScripts(`${FONT}, ${SCRIPT}, </a.css>; rel=preload; as="style"`)).toBe(
      `${FONT}, </a.css>; rel=preload; as="style"`,
    )
    expect(linksWithoutScripts([SCRIPT, FONT])).toBe(FONT)
    expect(linksWithoutScripts('</m.js>; rel=modulepreload')).toBe('')
    expect(linksWithoutScripts(undefined)).toBe('')
  })

  it('removes script tags and script preloads from the HTML, nothing else', () => {
    const html =
      '<head><link rel="preload" as="script" href="/a.js"/><link rel="preload" as="font" href="/f.woff2"/>' +
      '<script src="/a.js" async=""></script></head><body><p>Hallo</p><script>self.x=1</script></body>'
    expect(stripScripts(html)).toBe(
      '<head><link rel="preload" as="font" href="/f.woff2"/></head><body><p>Hallo</p></body>',
    )
  })
})
