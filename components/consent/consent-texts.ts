import type { Messages } from '@/lib/i18n/messages'

/**
 * The banner's texts for a brand: a shop without a wishlist (the poster channel) does not name one
 * among the things its necessary cookies make work (issue 32 point 8).
 */
export function consentTexts(consent: Messages['Consent'], wishlist: boolean): Messages['Consent'] {
  return wishlist ? consent : { ...consent, text: consent.textWithoutWishlist }
}
