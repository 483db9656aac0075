'use client'

import { useTranslations } from 'next-intl'
import type { Palette } from '@/lib/shop/design-print/design/colors'
import type { Page, PageRole } from '@/lib/shop/design-print/design/document'
import { PageThumb } from './page-thumb'
import styles from './pages.module.css'
import { photoDragProps, usePhotoDrop, type PhotoDragSource } from './use-photo-drag'

/** One entry of the strip: the page, its printed size and how the profile names it. */
export interface StripPage {
  id: string
  role: PageRole
  /** "Januar 2027", "Seiten 4–5", "Umschlag": the product profile's name for it. */
  label: string
  page: Page
  sizeMm: { width: number; height: number }
  /** No visible layer: marked so an empty month or spread is seen before the preflight says so. */
  blank: boolean
  /** May change place (a book's spreads; never a cover or a calendar month). */
  movable?: boolean
}

export interface PageStripProps {
  pages: readonly StripPage[]
  selectedId: string
  /** Upload previews by asset id. */
  urls: Readonly<Record<string, string>>
  onSelect: (pageId: string) => void
  /** Reorders a movable page (drag, or the ←/→ buttons that work with a keyboard and on touch). */
  onMove?: (pageId: string, toIndex: number) => void
  /** A photo dropped on a page: from the tray, or another page's photo (to swap them). */
  onDropPhoto?: (pageId: string, source: PhotoDragSource) => void
  /** Phones: no dragging (a finger scrolls the strip); tapping and the buttons do it all. */
  phone?: boolean
  /** The document's palette: a page's `palette:paper` background in the colour the canvas shows. */
  palette?: Palette
}

/**
 * The pages of a calendar or photo book in a row under the canvas (ADR 0072): tap to show a page,
 * drop a photo on it, move a spread by drag or by its arrows. Shared by every multi-page profile.
 */
export function PageStrip(props: PageStripProps) {
  const t = useTranslations('PhotoEditor.strip')
  return (
    <nav aria-label={t('label')}>
      <ol className={styles.strip} data-testid="page-strip" data-phone={props.phone === true}>
        {props.pages.map((entry, index) => (
          <StripItem key={entry.id} entry={entry} index={index} {...props} />
        ))}
      </ol>
    </nav>
  )
}

function dragSourceOf(entry: StripPage, props: PageStripProps): PhotoDragSource | null {
  if (props.phone) return null
  if (props.onMove && entry.movable) return { kind: 'page', pageId: entry.id }
  const photo = entry.page.layers.find((l) => l.type === 'photo' && l.assetId && !l.locked)
  return props.onDropPhoto && photo ? { kind: 'slot', pageId: entry.id, layerId: photo.id } : null
}

function StripItem({ entry, index, ...props }: PageStripProps & { entry: StripPage; index: number }) {
  const t = useTranslations('PhotoEditor.strip')
  const { onMove, onDropPhoto, pages } = props
  const drop = usePhotoDrop(
    onMove || onDropPhoto
      ? (source) => {
          if (source.kind === 'page') {
            if (onMove && entry.movable && source.pageId !== entry.id) onMove(source.pageId, index)
          } else onDropPhoto?.(entry.id, source)
        }
      : undefined,
  )
  const source = dragSourceOf(entry, props)
  const canMove = (to: number) => Boolean(onMove && entry.movable && pages[to]?.movable)
  return (
    <li className={styles.item} data-over={drop.over} {...drop.props}>
      <button
        type="button"
        className={styles.thumbButton}
        aria-current={entry.id === props.selectedId}
        aria-label={entry.blank ? `${entry.label} (${t('blank')})` : entry.label}
        onClick={() => props.onSelect(entry.id)}
        data-testid="page-thumb"
        data-page-id={entry.id}
        data-role={entry.role}
        data-blank={entry.blank}
        {...(source ? photoDragProps(source) : {})}
      >
        <PageThumb page={entry.page} sizeMm={entry.sizeMm} urls={props.urls} palette={props.palette} />
      </button>
      <span className={`${styles.label} ${entry.blank ? styles.blank : ''}`}>
        {entry.label}
        {entry.blank && ` · ${t('blank')}`}
      </span>
      {onMove && entry.movable && (
        <span className={styles.moves}>
          <button
            type="button"
            aria-label={t('moveEarlier')}
            disabled={!canMove(index - 1)}
            onClick={() => onMove(entry.id, index - 1)}
          >
            ←
          </button>
          <button
            type="button"
            aria-label={t('moveLater')}
            disabled={!canMove(index + 1)}
            onClick={() => onMove(entry.id, index + 1)}
          >
            →
          </button>
        </span>
      )}
    </li>
  )
}
