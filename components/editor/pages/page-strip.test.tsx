// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messagesFor } from '@/lib/i18n/messages'
import type { Page } from '@/lib/shop/design-print/design/document'
import { PageStrip, type StripPage } from './page-strip'

const photo = (id: string, assetId?: string) =>
  ({
    id,
    type: 'photo',
    name: 'Foto',
    x: 0,
    y: 0,
    width: 10,
    height: 10,
    rotation: 0,
    opacity: 1,
    locked: false,
    hidden: false,
    crop: { x: 0, y: 0, width: 1, height: 1 },
    placeholderLabel: 'Ihr Foto',
    shape: 'rect',
    ...(assetId && { assetId }),
  }) as const

const entry = (id: string, layers: Page['layers'], movable = true): StripPage => ({
  id,
  role: id === 'cover' ? 'book-cover' : 'spread',
  label: id,
  page: { id, role: 'spread', background: { kind: 'color', color: '#ffffff' }, layers },
  sizeMm: { width: 420, height: 297 },
  blank: layers.length === 0,
  movable,
})

const PAGES = [
  entry('cover', [photo('c1', 'up-c')], false),
  entry('s1', [photo('p1', 'up-a')]),
  entry('s2', []),
]

function strip(props: Partial<Parameters<typeof PageStrip>[0]> = {}) {
  const handlers = { onSelect: vi.fn(), onMove: vi.fn(), onDropPhoto: vi.fn() }
  render(
    <NextIntlClientProvider locale="de-DE" messages={messagesFor('de-DE')} timeZone="Europe/Berlin">
      <PageStrip pages={PAGES} selectedId="s1" urls={{ 'up-a': '/a.webp' }} {...handlers} {...props} />
    </NextIntlClientProvider>,
  )
  return handlers
}

/** jsdom has no DataTransfer: a small one holding what the drag set. */
function transfer() {
  const data = new Map<string, string>()
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()]
    },
    effectAllowed: 'all',
    dropEffect: 'none',
  }
}

afterEach(cleanup)

describe('PageStrip', () => {
  it('marks each page with its id, role, blankness and the current one', () => {
    strip()
    const thumbs = screen.getAllByTestId('page-thumb')
    expect(thumbs.map((t) => [t.dataset.pageId, t.dataset.role, t.dataset.blank])).toEqual([
      ['cover', 'book-cover', 'false'],
      ['s1', 'spread', 'false'],
      ['s2', 'spread', 'true'],
    ])
    expect(thumbs[1]?.getAttribute('aria-current')).toBe('true')
    expect(thumbs[2]?.getAttribute('aria-label')).toBe('s2 (leer)')
  })

  it('selects on tap and moves a spread by its arrows, never past the cover', () => {
    const { onSelect, onMove } = strip()
    fireEvent.click(screen.getAllByTestId('page-thumb')[2]!)
    expect(onSelect).toHaveBeenCalledWith('s2')
    const earlier = screen.getAllByRole('button', { name: 'Seite nach vorn' })
    expect(earlier).toHaveLength(2)
    expect(earlier[0]).toHaveProperty('disabled', true)
    fireEvent.click(earlier[1]!)
    expect(onMove).toHaveBeenCalledWith('s2', 1)
  })

  it('moves a spread dropped on another and hands a tray photo to the page it is dropped on', () => {
    const { onMove, onDropPhoto } = strip()
    const [, s1, s2] = screen.getAllByTestId('page-thumb')
    const drag = transfer()
    fireEvent.dragStart(s2!, { dataTransfer: drag })
    fireEvent.dragOver(s1!.parentElement!, { dataTransfer: drag })
    fireEvent.drop(s1!.parentElement!, { dataTransfer: drag })
    expect(onMove).toHaveBeenCalledWith('s2', 1)

    const fromTray = transfer()
    fromTray.setData('application/x-editor-photo', JSON.stringify({ kind: 'upload', uploadId: 'up-z' }))
    fireEvent.drop(s2!.parentElement!, { dataTransfer: fromTray })
    expect(onDropPhoto).toHaveBeenCalledWith('s2', { kind: 'upload', uploadId: 'up-z' })
  })

  it('drags a page’s photo where pages cannot move (a calendar month onto another)', () => {
    const { onDropPhoto } = strip({ onMove: undefined })
    const [cover, s1] = screen.getAllByTestId('page-thumb')
    const drag = transfer()
    fireEvent.dragStart(cover!, { dataTransfer: drag })
    fireEvent.drop(s1!.parentElement!, { dataTransfer: drag })
    expect(onDropPhoto).toHaveBeenCalledWith('s1', { kind: 'slot', pageId: 'cover', layerId: 'c1' })
    expect(screen.queryByRole('button', { name: 'Seite nach vorn' })).toBeNull()
  })

  it('does not drag on phones', () => {
    strip({ phone: true })
    expect(screen.getAllByTestId('page-thumb')[1]?.getAttribute('draggable')).toBeNull()
  })

  it('draws a page in its palette colour (a dark calendar design is dark in the strip)', () => {
    const dark = entry('month-1', [])
    strip({
      pages: [{ ...dark, page: { ...dark.page, background: { kind: 'color', color: 'palette:paper' } } }],
      palette: { paper: '#1c1917' },
    })
    const thumb = screen.getByTestId('page-thumb').firstElementChild as HTMLElement
    expect(thumb.style.background).toBe('rgb(28, 25, 23)')
  })
})
