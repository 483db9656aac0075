import { describe, expect, it } from 'vitest'
import { config } from './proxy'

/** Next matches `config.matcher` against the whole path; this mirrors that with the same pattern. */
const matches = (path: string) => config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path))

describe('proxy matcher', () => {
  it.each([
    ['/de/products/', true],
    ['/design-previews', true],
    ['/design-previews/10000/240.webp', false],
    ['/web-api/themes', false],
    ['/generated/teasers/a-desktop-1x.webp', false],
    ['/backoffice', false],
    ['/backoffice/orders/KS-100001', false],
    ['/backoffices', true],
  ])('%s goes through locale routing: %s', (path, routed) => {
    expect(matches(path)).toBe(routed)
  })
})
