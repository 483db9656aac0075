// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createEditorStore } from '@/lib/editor/store'
import { newPhotobookDocument } from '@/lib/shop/design-print/design/photobook'
import { bookTemplate, digitalBook } from '@/lib/shop/design-print/design/testing/photobook-fixtures'
import { renderInEditor } from '../testing/render-in-editor'
import { LayoutPicker } from './layout-picker'

afterEach(cleanup)

const icon = (name: string) =>
  screen.getByRole('button', { name: `${name}, linke Seite` }).querySelector('svg')!
const slots = (name: string) =>
  [...icon(name).querySelectorAll('rect[data-slot]')].map((r) => ({
    x: Number(r.getAttribute('x')),
    width: Number(r.getAttribute('width')),
    stroke: r.getAttribute('stroke'),
  }))

describe('LayoutPicker', () => {
  it('draws each layout so it can be told apart: slots edged apart, the borderless photo to the edge', () => {
    const document = newPhotobookDocument(digitalBook(), bookTemplate, 'b')
    const page = document.pages[1]!
    renderInEditor(
      <LayoutPicker page={page} portrait={false} pageWidthMm={297} />,
      createEditorStore({ document, options: null }),
    )
    // Two photos side by side: two slots, each with the white edge that shows the gap between them.
    const two = slots('2 Fotos nebeneinander')
    expect(two).toHaveLength(2)
    expect(two.every((slot) => slot.stroke === '#fff')).toBe(true)
    // Borderless and with margin differ: one reaches the page's edge, the other keeps its margin.
    expect(slots('1 Foto, randlos')[0]).toMatchObject({ x: 0, width: 42 })
    expect(slots('1 Foto mit Rand')[0]?.x).toBeGreaterThan(0)
  })
})
