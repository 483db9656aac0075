import { describe, expect, it } from 'vitest'
import { config } from './proxy'

/** Next matches `config.matcher` against the whole path; this mirrors that with the same pattern. */
const matches = (path: string) => config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path))

describe('proxy matcher', () => {
  it.each([
    ['/de/products/', true],
    ['/design-previews', true],
    ['/design-previews/10000/240.webp', false],
    ['/web-api/themes', true],
    ['/generated/teasers/a-desktop-1x.webp', false],
    ['/backoffice', true],
    ['/backoffice/orders/KS-100001', true],
    ['/backoffices', true],
    ['/cms-webhook', false],
    ['/img/teaser/m/320x0', false],
  ])('%s goes through the proxy: %s', (path, routed) => {
    expect(matches(path)).toBe(routed)
  })
})
