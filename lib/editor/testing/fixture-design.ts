import type { NewDesign } from '@/lib/shop/catalogue/design-schema'
import { photoCardTemplate } from '@/lib/shop/design-print/design/template-presets'

/**
 * The design the editor's browser tests open (until the catalogue generator fills the database): a
 * folded A6 wedding card with a photo slot and two texts. A high id keeps it clear of real designs.
 */
export const EDITOR_FIXTURE_DESIGN_ID = 990001

export function editorFixtureDesign(): NewDesign {
  return {
    id: EDITOR_FIXTURE_DESIGN_ID,
    slug: 'editor-test-hochzeit',
    themeId: null,
    productType: 'folded-card',
    format: 'a6',
    occasion: 'hochzeit',
    categories: ['invitation'],
    name: { 'de-DE': 'Testkarte Hochzeit', 'en-GB': 'Test wedding card' },
    description: {
      'de-DE': 'Design für die Browsertests des Editors.',
      'en-GB': 'Design for the editor tests.',
    },
    colours: ['white'],
    style: 'elegant',
    aspectRatio: 'landscape',
    popularity: 0,
    template: photoCardTemplate({
      id: 'editor-test',
      format: 'a6-folded',
      palette: { ink: '#2b2326', accent: '#8a3b52', paper: '#fffaf5' },
      fontFamily: 'Playfair Display',
      headline: 'Anna & Ben',
      subline: 'Wir heiraten am 12. Juni',
      withPhoto: true,
    }),
  }
}
