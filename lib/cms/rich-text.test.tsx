import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText, safeHref, type RichTextNode } from './rich-text'

const doc = (...content: RichTextNode[]): RichTextNode => ({ type: 'doc', content })
const text = (value: string, marks: RichTextNode['marks'] = []): RichTextNode => ({
  type: 'text',
  text: value,
  marks,
})
const html = (node: RichTextNode) => renderToStaticMarkup(<RichText doc={node} />)

describe('safeHref', () => {
  it.each([
    ['https://example.org/a', 'https://example.org/a'],
    ['mailto:a@b.de', 'mailto:a@b.de'],
    ['tel:+4989', 'tel:+4989'],
    ['/de/agb/', '/de/agb/'],
    ['#top', '#top'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    [' javascript:alert(1)', undefined],
    ['data:text/html,<script>', undefined],
    ['//evil.com', undefined],
    ['/\\evil.com', undefined],
    ['vbscript:x', undefined],
    [42, undefined],
  ])('%s → %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected)
  })
})

describe('RichText', () => {
  it('renders the allowed structure', () => {
    const out = html(
      doc(
        { type: 'heading', attrs: { level: 1 }, content: [text('Titel')] },
        {
          type: 'paragraph',
          content: [text('fett', [{ type: 'bold' }]), text(' und '), text('kursiv', [{ type: 'italic' }])],
        },
        {
          type: 'bullet_list',
          content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [text('eins')] }] }],
        },
      ),
    )
    expect(out).toContain('<h2>')
    expect(out).toContain('<strong>fett</strong>')
    expect(out).toContain('<em>kursiv</em>')
    expect(out).toContain('<ul><li><p>')
  })

  it('lets no script, handler or unsafe link through', () => {
    const out = html(
      doc(
        { type: 'paragraph', content: [text('<script>alert(1)</script>')] },
        { type: 'paragraph', attrs: { onclick: 'alert(1)', style: 'x' }, content: [text('a')] },
        {
          type: 'paragraph',
          content: [text('klick', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])],
        },
        {
          type: 'paragraph',
          content: [text('bild', [{ type: 'link', attrs: { href: 'data:text/html;base64,xx' } }])],
        },
        { type: 'script', content: [text('inner')] },
        {
          type: 'paragraph',
          content: [text('ok', [{ type: 'link', attrs: { href: 'https://example.org', linktype: 'url' } }])],
        },
      ),
    )
    expect(out).not.toContain('<script')
    expect(out).toContain('&lt;script&gt;')
    expect(out).not.toMatch(/onclick|style=|javascript:|data:text/)
    expect(out).toContain('<a href="https://example.org" rel="noopener noreferrer" target="_blank">ok</a>')
    expect(out).toContain('inner')
  })

  it('builds story and e-mail links', () => {
    const out = html(
      doc({
        type: 'paragraph',
        content: [
          text('AGB', [{ type: 'link', attrs: { linktype: 'story', cached_url: 'de/agb/' } }]),
          text('Mail', [{ type: 'link', attrs: { linktype: 'email', href: 'service@kartenstudio.de' } }]),
        ],
      }),
    )
    expect(out).toContain('href="/de/agb/"')
    expect(out).toContain('href="mailto:service@kartenstudio.de"')
  })
})

describe('rich-text pictures', () => {
  const image = (src: string) =>
    renderToStaticMarkup(
      <RichText doc={{ type: 'doc', content: [{ type: 'image', attrs: { src, alt: 'Karte' } }] }} />,
    )

  it('renders checked pictures lazily and leaves out rejected filters and sources', () => {
    const asset = 'https://a.storyblok.com/f/1/600x400/ab/karte.jpg'
    expect(image(`${asset}/m/filters:quality(80)`)).toBe(
      `<img src="${asset}/m/filters:quality(80)" alt="Karte" loading="lazy" decoding="async"/>`,
    )
    expect(image(`${asset}/m/filters:rotate(45)`)).toBe('')
    expect(image('javascript:alert(1)')).toBe('')
    expect(image('data:image/png;base64,AAAA')).toBe('')
  })
})
