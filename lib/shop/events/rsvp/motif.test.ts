import { describe, expect, it, vi } from 'vitest'
import { sampleDocumentInput } from '@/lib/shop/design-print/design/testing/fixtures'
import { motifDocument } from './motif'

vi.mock('server-only', () => ({}))

describe('event page motif', () => {
  // The page showed "Wir heiraten, {{Vorname}}!" as typed in the invitation.
  it('draws the invitation with its merge fields empty, as on the extra cards of a print run', () => {
    // The sample invitation's headline is 'Wir heiraten, {{Vorname}}!'.
    const texts = JSON.stringify(motifDocument(sampleDocumentInput()))
    expect(texts).toContain('Wir heiraten, !')
    expect(texts).not.toContain('{{')
  })

  it('is null for a document that no longer reads', () => {
    expect(motifDocument({ schemaVersion: 99 })).toBeNull()
  })
})
