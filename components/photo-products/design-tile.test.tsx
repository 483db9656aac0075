import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DesignTile } from './design-tile'

const tile = {
  picture: <svg />,
  name: 'Sommerreise',
  meta: 'Querformat',
  price: 'ab 24,99 €',
  priceNote: 'inkl.',
}

describe('design tile', () => {
  it('is one link to its configurator when it has a target', () => {
    const html = renderToStaticMarkup(
      <DesignTile {...tile} href="/de/configurator-photobook?designGroupSetId=405" />,
    )
    expect(html).toMatch(
      /^<li><a [^>]*href="\/de\/configurator-photobook\?designGroupSetId=405"[^>]*><figure/,
    )
    expect(html.match(/<a /g)).toHaveLength(1)
  })

  it('stays a plain figure without one', () => {
    expect(renderToStaticMarkup(<DesignTile {...tile} />)).not.toContain('<a ')
  })
})
