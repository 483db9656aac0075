import type { Messages } from '@/lib/i18n/messages'

/** What the banner shows: every page's payload carries these, so nothing it never shows. */
export type ConsentTexts = Omit<Messages['Consent'], 'textWithoutWishlist' | 'footerLink'>

/**
 * The banner's texts for a brand: a shop without a wishlist (the poster channel) does not name one
 * among the things its necessary cookies make work (issue 32 point 8).
 */
export function consentTexts(consent: Messages['Consent'], wishlist: boolean): ConsentTexts {
  const { textWithoutWishlist, footerLink: _footerLink, ...texts } = consent
  return wishlist ? texts : { ...texts, text: textWithoutWishlist }
}
