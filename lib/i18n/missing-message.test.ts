import { describe, expect, it, vi } from 'vitest'
import { createMissingMessageReporter, lastKeySegment } from './missing-message'

describe('missing translations', () => {
  it('shows the last key segment', () => {
    expect(lastKeySegment('Footer.legal.imprint')).toBe('imprint')
    expect(lastKeySegment('single')).toBe('single')
  })

  it('logs each key once per locale', () => {
    const log = vi.fn()
    const report = createMissingMessageReporter(log)
    report('Header.x', 'de-DE')
    report('Header.x', 'de-DE')
    report('Header.x', 'de-AT')
    expect(log.mock.calls).toEqual([
      ['Header.x', 'de-DE'],
      ['Header.x', 'de-AT'],
    ])
  })
})
