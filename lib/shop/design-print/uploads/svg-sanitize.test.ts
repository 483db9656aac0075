import { describe, expect, it } from 'vitest'
import { sanitizeSvg, SvgRejected } from './svg-sanitize'

const wrap = (body: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${body}</svg>`

describe('sanitizeSvg refuses hostile SVG with a reason', () => {
  it.each([
    ['a script element', wrap('<script>alert(1)</script>'), /<script> element/],
    [
      'a namespaced script',
      wrap('<svg:script xmlns:svg="http://www.w3.org/2000/svg">x</svg:script>'),
      /script/,
    ],
    ['an event handler', wrap('<rect onload="alert(1)" width="1" height="1"/>'), /event handler \(onload\)/],
    ['an upper-case handler', wrap('<g ONCLICK="x()"/>'), /event handler/],
    ['a handler on the root', '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>', /event handler/],
    ['a foreignObject', wrap('<foreignObject><div/></foreignObject>'), /foreignObject/],
    ['an external image', wrap('<image href="https://evil.example/x.png"/>'), /external resource/],
    [
      'an external xlink',
      wrap('<use xlink:href="http://evil.example/a.svg#x"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'),
      /external resource/,
    ],
    ['a file: reference', wrap('<image href="file:///etc/passwd"/>'), /external resource/],
    ['a javascript link', wrap('<a href="javascript:alert(1)"><rect/></a>'), /external resource/],
    [
      'an SVG data URI (could nest script)',
      wrap('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'),
      /external resource/,
    ],
    [
      'a DOCTYPE with entities',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]>' + wrap('&x;'),
      /DOCTYPE or entities/,
    ],
    [
      'an XXE',
      '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' + wrap('<text>&xxe;</text>'),
      /DOCTYPE/,
    ],
    ['an undeclared entity', wrap('<text>&nbsp;</text>'), /entity \(&nbsp;\)/],
    [
      'a style sheet PI',
      '<?xml-stylesheet href="http://evil.example/a.css"?>' + wrap(''),
      /processing instruction/,
    ],
    ['@import in a style element', wrap('<style>@import url(http://evil.example/a.css);</style>'), /imports/],
    [
      'an external url() in CSS',
      wrap('<style>rect{fill:url(https://evil.example/p.svg#a)}</style>'),
      /external file/,
    ],
    [
      'an external url() in a style attribute',
      wrap('<rect style="background:url(//evil.example/x)"/>'),
      /external file/,
    ],
    [
      'an external url() in a presentation attribute',
      wrap('<rect fill="url(http://evil.example/#g)"/>'),
      /external file/,
    ],
    ['a CSS escape hiding url', wrap('<style>rect{fill:\\75rl(http://x)}</style>'), /CSS escapes/],
    ['an iframe', wrap('<iframe src="https://x"/>'), /iframe/],
    ['a wrong namespace', '<svg xmlns="http://www.w3.org/1999/xhtml"></svg>', /namespace/],
    ['mismatched tags', wrap('<g></rect>'), /not well-formed/],
    ['a truncated file', '<svg xmlns="http://www.w3.org/2000/svg"><g>', /ends before/],
    ['an unquoted attribute', '<svg width=10></svg>', /not well-formed SVG$/],
    ['not SVG at all', '<html><body/></html>', /<html> element|does not start/],
    ['content after the root', wrap('') + '<svg/>', /after the closing/],
  ])('%s', (_what, svg, reason) => {
    expect(() => sanitizeSvg(svg)).toThrow(SvgRejected)
    expect(() => sanitizeSvg(svg)).toThrow(reason)
  })
})

describe('sanitizeSvg keeps what prints', () => {
  it('keeps shapes, gradients, local references and raster data URIs', () => {
    const svg = wrap(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)" style="stroke:url(#g)"/>' +
        '<use href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/>' +
        '<text x="1" y="2">Größe &amp; ß &#x2764;</text>',
      ' viewBox="0 0 10 10"',
    )
    const out = sanitizeSvg(svg)
    expect(out).toContain('<rect width="10" height="10" fill="url(#g)" style="stroke:url(#g)"/>')
    expect(out).toContain('<use href="#g"/>')
    expect(out).toContain('Größe &amp; ß ❤')
    expect(out).toContain('data:image/png;base64')
  })

  it('drops editor clutter, animation and comments but keeps the drawing', () => {
    const svg =
      '<?xml version="1.0"?><!-- Generator: Illustrator -->' +
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" ' +
      'inkscape:version="1.0"><metadata><rdf:RDF/></metadata><sodipodi:namedview/>' +
      '<circle r="4"><animate attributeName="r" to="9"/></circle></svg>'
    const out = sanitizeSvg(svg)
    expect(out).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"></circle></svg>',
    )
  })

  it('adds the SVG namespace when the root lacks it, so renderers draw it', () => {
    expect(sanitizeSvg('<svg width="1" height="1"/>')).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1"',
    )
  })

  it('re-escapes text so a decoded "<" cannot open a tag', () => {
    expect(sanitizeSvg(wrap('<text>&lt;script&gt;</text>'))).toContain('<text>&lt;script&gt;</text>')
  })
})

describe('sanitizeSvg refuses content that would take the rasteriser too long (issue 24)', () => {
  const limits = { maxElements: 50, maxCharsPerText: 100, maxChars: 250 }
  const text = (n: number) => `<text x="0" y="9">${'W'.repeat(n)}</text>`

  it.each([
    ['one long <text>', wrap(text(101)), /a text in the file is longer than 100 characters/],
    [
      'a long <text> split into tspans',
      wrap(`<text>${'<tspan>WWWWWWWWWW</tspan>'.repeat(11)}</text>`),
      /a text in the file is longer than 100/,
    ],
    ['many short texts', wrap(text(90).repeat(3)), /more than 250 characters of text/],
    ['many elements', wrap('<rect width="1" height="1"/>'.repeat(50)), /more than 50 elements/],
    ['many dropped elements', wrap('<animate/>'.repeat(60)), /more than 50 elements/],
  ])('refuses %s', (_what, svg, reason) => {
    expect(() => sanitizeSvg(svg, limits)).toThrow(reason)
  })

  it('keeps texts, elements and metadata within the limits', () => {
    const svg = wrap(`${text(100)}${text(100)}<metadata>${'x'.repeat(500)}</metadata>`)
    expect(sanitizeSvg(svg, limits)).toContain('W'.repeat(100))
  })

  it('refuses the issue 24 bomb (8 000 characters in one text) with the shop limits', () => {
    expect(() => sanitizeSvg(wrap(text(8_000)))).toThrow(SvgRejected)
  })
})
