import { describe, expect, it } from 'vitest'
import { BRANDS } from '@/lib/config/brands'
import { messagesFor } from '@/lib/i18n/messages'
import { consentTexts } from './consent-texts'

describe('consentTexts (issue 32 point 8)', () => {
  it('names the wishlist only where the brand has one', () => {
    for (const locale of ['de-DE', 'de-CH', 'en-US'] as const) {
      const consent = messagesFor(locale).Consent
      expect(consentTexts(consent, BRANDS.card.features.wishlist).text).toMatch(/Merkzettel|wishlist/)
      expect(consentTexts(consent, BRANDS.poster.features.wishlist).text).not.toMatch(/Merkzettel|wishlist/)
    }
  })
})

describe('consentTexts in the payload (issue 32 point 2)', () => {
  it('carries only the texts the banner shows, not the other variant or the footer link', () => {
    const texts = consentTexts(messagesFor('de-DE').Consent, true)
    expect(Object.keys(texts)).not.toContain('textWithoutWishlist')
    expect(Object.keys(texts)).not.toContain('footerLink')
  })
})
