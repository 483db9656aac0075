// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { RefinementKey } from '@/lib/config/catalog'
import { photoSlot } from '@/lib/shop/design-print/design/templates'
import { headlineStore, renderInEditor } from '../testing/render-in-editor'
import { PropertiesPanel } from './properties-panel'

function open(refinement: RefinementKey, select: 'headline' | 'photo', locale: 'de-DE' | 'en-US' = 'de-DE') {
  const store = headlineStore(refinement, [
    { ...photoSlot({ x: 10, y: 40, width: 40, height: 30 }), id: 'photo' },
  ])
  store.setState((s) => ({ scene: { ...s.scene, selectedId: select } }))
  renderInEditor(<PropertiesPanel />, store, locale)
  return store
}

const headline = (store: ReturnType<typeof open>) =>
  store.getState().scene.document.pages[0]!.layers.find((l) => l.id === 'headline')

afterEach(cleanup)

describe('FoilToggle in the properties panel', () => {
  it('refines the selected text in the line’s foil, and takes it back', () => {
    const store = open('gold', 'headline')
    const toggle = screen.getByRole('checkbox', { name: 'In Goldfolie veredeln' })
    fireEvent.click(toggle)
    expect(headline(store)).toMatchObject({ foil: true })
    fireEvent.click(toggle)
    expect(headline(store)).toMatchObject({ foil: false })
  })

  it('names the refinement in English', () => {
    open('relief', 'headline', 'en-US')
    expect(screen.getByTestId('foil-toggle').textContent).toBe('Relief varnish on this element')
  })

  it('is not offered without a refinement, nor on a photo', () => {
    open('none', 'headline')
    expect(screen.queryByTestId('foil-toggle')).toBeNull()
    cleanup()
    open('silver', 'photo')
    expect(screen.queryByTestId('foil-toggle')).toBeNull()
  })
})
