// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { wallArtChoices } from '@/lib/api/editor/wall-art-choices'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { createEditorStore, type EditorStore } from '@/lib/editor/store'
import { newWallArtDocument, type WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import { renderInEditor } from '../testing/render-in-editor'
import { EdgePanel } from './edge-panel'
import { FormatPanel } from './format-panel'
import { FramePanel } from './frame-panel'
import { MaterialPanel } from './material-panel'
import { QualityNotice } from './quality-notice'

const choices = wallArtChoices('de-DE')
const poster: WallArtSpec = { material: 'poster', widthMm: 300, heightMm: 400, frame: null, canvas: null }
const FULL = { x: 0, y: 0, width: 1, height: 1 }

function open(ui: ReactNode, spec: WallArtSpec = poster, locale: ShopLocaleCode = 'de-DE'): EditorStore {
  const store = createEditorStore({ document: newWallArtDocument(spec, 'd1'), options: null })
  renderInEditor(ui, store, locale)
  return store
}
const specOf = (store: EditorStore) => store.getState().scene.document.wallArt

afterEach(cleanup)

describe('FramePanel', () => {
  it('gives wood and aluminium a 30 mm white mat by default, the others none, black first', () => {
    const store = open(<FramePanel choices={choices} locale="de-DE" />)
    fireEvent.change(screen.getByTestId('wallart-frame'), { target: { value: 'holzrahmen' } })
    expect(specOf(store)?.frame).toEqual({
      type: 'holzrahmen',
      colour: 'black',
      matSize: 30,
      matType: 'white',
    })
    fireEvent.change(screen.getByTestId('wallart-frame'), { target: { value: 'kunststoffrahmen' } })
    expect(specOf(store)?.frame).toEqual({
      type: 'kunststoffrahmen',
      colour: 'black',
      matSize: 0,
      matType: 'none',
    })
    fireEvent.click(screen.getByTestId('wallart-mat'))
    expect(specOf(store)?.frame).toMatchObject({ matSize: 30, matType: 'white' })
    fireEvent.change(screen.getByTestId('wallart-frame'), { target: { value: '' } })
    expect(specOf(store)?.frame).toBeNull()
  })
})

describe('MaterialPanel', () => {
  it('gives a canvas its edge and depth and drops a frame the material does not take', () => {
    const framed = {
      ...poster,
      frame: { type: 'alurahmen', colour: 'black', matSize: 30, matType: 'white' },
    } as const
    const store = open(<MaterialPanel choices={choices} />, framed)
    fireEvent.click(screen.getByRole('radio', { name: 'Leinwand' }))
    expect(specOf(store)).toMatchObject({
      material: 'leinwand',
      frame: null,
      canvas: { edge: 'mirror', depthMm: 20 },
    })
  })
})

describe('FormatPanel', () => {
  it('marks the sizes a small photo would print below 75 dpi in, and turns the size', () => {
    // 1200 × 1600 px: 75 dpi up to about 40 × 54 cm.
    const store = open(
      <FormatPanel choices={choices} pixels={{ widthPx: 1200, heightPx: 1600 }} locale="de-DE" />,
    )
    const low = (format: string) =>
      document.querySelector(`[data-format="${format}"]`)?.getAttribute('data-low-resolution')
    expect(low('300x400')).toBeNull()
    expect(low('600x800')).toBe('true')
    fireEvent.click(screen.getByRole('radio', { name: 'Querformat' }))
    expect(specOf(store)).toMatchObject({ widthMm: 400, heightMm: 300 })
    // A standard size from the list, in the chosen orientation.
    fireEvent.click(document.querySelector('[data-format="600x450"]')!)
    expect(specOf(store)).toMatchObject({ widthMm: 600, heightMm: 450 })
    expect(store.getState().rejected).toBeNull()
  })

  it('refuses a free size outside the material’s limits with the limits', () => {
    const store = open(<FormatPanel choices={choices} pixels={undefined} locale="de-DE" />)
    fireEvent.change(screen.getByLabelText('Breite (cm)'), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }))
    expect(screen.getByRole('alert').textContent).toContain('10 bis 150 cm')
    expect(specOf(store)).toMatchObject({ widthMm: 300, heightMm: 400 })
    fireEvent.change(screen.getByLabelText('Breite (cm)'), { target: { value: '45,5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Übernehmen' }))
    expect(specOf(store)).toMatchObject({ widthMm: 455, heightMm: 400 })
  })
})

describe('QualityNotice', () => {
  const notice = (dpi: number, confirmed = false) =>
    open(
      <QualityNotice
        unit="cm"
        locale="de-DE"
        dpi={dpi}
        faces={[]}
        crop={FULL}
        confirmed={confirmed}
        onConfirm={() => undefined}
      />,
    )

  it('says nothing more than the dpi at 150 dpi and above', () => {
    notice(150)
    expect(screen.queryByTestId('wallart-dpi-warning')).toBeNull()
    expect(screen.getByText(/150 dpi/)).toBeTruthy()
  })

  it('warns below 150 dpi and asks for a confirmation below 75 dpi', () => {
    notice(120)
    expect(screen.getByTestId('wallart-dpi-warning').dataset.level).toBe('warn')
    expect(screen.queryByTestId('wallart-dpi-confirm')).toBeNull()
    cleanup()
    notice(60)
    expect(screen.getByTestId('wallart-dpi-warning').dataset.level).toBe('confirm')
    expect(screen.getByTestId('wallart-dpi-confirm')).toBeTruthy()
  })

  it('points out a face the crop edge runs through', () => {
    open(
      <QualityNotice
        unit="cm"
        locale="de-DE"
        dpi={300}
        faces={[{ x: 0.9, y: 0.4, width: 0.1, height: 0.1 }]}
        crop={{ x: 0, y: 0, width: 0.95, height: 1 }}
        confirmed={false}
        onConfirm={() => undefined}
      />,
    )
    expect(screen.getByTestId('wallart-faces-cut')).toBeTruthy()
  })
})

describe('in the US shop (inches, ADR 0066)', () => {
  const us = wallArtChoices('en-US')
  const canvas: WallArtSpec = {
    material: 'leinwand',
    widthMm: 600,
    heightMm: 900,
    frame: null,
    canvas: { edge: 'mirror', depthMm: 20 },
  }

  it('lists the formats in inches and keeps the spec in mm', () => {
    expect(us.lengthUnit).toBe('in')
    expect(choices.lengthUnit).toBe('cm')
    open(<FormatPanel choices={us} pixels={undefined} locale="en-US" />, poster, 'en-US')
    expect(document.querySelector('[data-format="300x400"]')?.textContent).toBe('11.8 × 15.7 in')
    expect(document.querySelector('[data-format="600x800"]')?.textContent).toBe('23.6 × 31.5 in')
  })

  it('takes a free size in inches, refuses one outside the limits naming them in inches', () => {
    const store = open(<FormatPanel choices={us} pixels={undefined} locale="en-US" />, poster, 'en-US')
    // The prefilled values are the current size in inches; applied unchanged they keep the exact mm.
    expect((screen.getByLabelText('Width (in)') as HTMLInputElement).value).toBe('11.8')
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(specOf(store)).toMatchObject({ widthMm: 300, heightMm: 400 })
    fireEvent.change(screen.getByLabelText('Width (in)'), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByRole('alert').textContent).toBe('Each side 4 to 59 in, the shorter at most 39.3 in.')
    expect(specOf(store)).toMatchObject({ widthMm: 300, heightMm: 400 })
    fireEvent.change(screen.getByLabelText('Width (in)'), { target: { value: '12' } })
    fireEvent.change(screen.getByLabelText('Height (in)'), { target: { value: '16' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(specOf(store)).toMatchObject({ widthMm: 305, heightMm: 406 })
    // The shown minimum, typed back in, is inside the material's limits.
    fireEvent.change(screen.getByLabelText('Width (in)'), { target: { value: '4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(specOf(store)).toMatchObject({ widthMm: 102, heightMm: 406 })
  })

  it('names the mat, the canvas depth and the size of the quality notice in inches', () => {
    open(<FramePanel choices={us} locale="en-US" />, poster, 'en-US')
    fireEvent.change(screen.getByTestId('wallart-frame'), { target: { value: 'holzrahmen' } })
    expect(screen.getByText('Mat (1.2 in, white)')).toBeTruthy()
    cleanup()
    open(<EdgePanel unit="in" locale="en-US" />, canvas, 'en-US')
    expect(screen.getByRole('radio', { name: '0.8 in' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: '1.6 in' })).toBeTruthy()
    cleanup()
    open(
      <QualityNotice
        unit="in"
        locale="en-US"
        dpi={200}
        faces={[]}
        crop={FULL}
        confirmed={false}
        onConfirm={() => undefined}
      />,
      poster,
      'en-US',
    )
    expect(screen.getByText('Resolution at 11.8 × 15.7 in: 200 dpi')).toBeTruthy()
  })

  it('keeps centimetres in the German shop', () => {
    open(<EdgePanel unit="cm" locale="de-DE" />, canvas)
    expect(screen.getByRole('radio', { name: '2 cm' })).toBeTruthy()
    cleanup()
    open(<FramePanel choices={choices} locale="de-DE" />)
    fireEvent.change(screen.getByTestId('wallart-frame'), { target: { value: 'holzrahmen' } })
    expect(screen.getByText('Passepartout (3 cm, weiß)')).toBeTruthy()
  })
})
