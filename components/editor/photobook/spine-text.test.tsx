// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createEditorStore } from '@/lib/editor/store'
import { newPhotobookDocument } from '@/lib/shop/design-print/design/photobook'
import type { PhotobookSpec } from '@/lib/shop/design-print/design/photobook-spec'
import { bookTemplate, digitalBook } from '@/lib/shop/design-print/design/testing/photobook-fixtures'
import { renderInEditor } from '../testing/render-in-editor'
import { SpineText } from './spine-text'

function open(spec: PhotobookSpec) {
  const document = newPhotobookDocument(spec, bookTemplate, 'b')
  renderInEditor(<SpineText spec={spec} unit="cm" />, createEditorStore({ document, options: null }))
}

afterEach(cleanup)

describe('SpineText', () => {
  it('a thin book’s spine is too narrow for text: says so, not that it is a stapled booklet', () => {
    open(digitalBook({ pageCount: 24 }))
    const text = document.body.textContent ?? ''
    expect(text).not.toContain('Fotoheft')
    // 5.3 mm against the 6 mm a text needs: never "0,6 cm zu schmal (ab 0,6 cm)".
    expect(text).toContain('bei 0,5 cm zu schmal für Text (ab 0,6 cm)')
    expect(
      (screen.getByRole('textbox', { name: 'Text auf dem Buchrücken' }) as HTMLInputElement).disabled,
    ).toBe(true)
  })

  it('a thick book’s spine takes text; a booklet has no spine', () => {
    open(digitalBook({ pageCount: 48 }))
    expect(
      (screen.getByRole('textbox', { name: 'Text auf dem Buchrücken' }) as HTMLInputElement).disabled,
    ).toBe(false)
    cleanup()
    open(digitalBook({ type: 'fotoheft', cover: 'soft', binding: 'heftbindung', pageCount: 24 }))
    expect(document.body.textContent).toContain('Ein Fotoheft ist geklammert')
  })
})
