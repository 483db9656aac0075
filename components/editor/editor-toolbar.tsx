'use client'

import { useTranslations } from 'next-intl'
import { deleteLayer } from '@/lib/editor/actions/delete-layer'
import { duplicateLayer } from '@/lib/editor/actions/duplicate-layer'
import { reorderLayer, REORDER_MOVES } from '@/lib/editor/actions/reorder-layer'
import { selectPage } from '@/lib/editor/actions/select-page'
import { selectedLayer } from '@/lib/editor/scene'
import { useEditor, useEditorStore } from './editor-context'
import styles from './editor.module.css'
import { ToolIcon } from './tool-icon'
import type { ViewControls } from './view-state'

/** Undo/redo, zoom, guides, page switcher and the selected layer's arrange commands. */
export function EditorToolbar({ view }: { view: ViewControls }) {
  const t = useTranslations('Editor')
  const store = useEditorStore()
  const canUndo = useEditor((s) => s.history.past.length > 0)
  const canRedo = useEditor((s) => s.history.future.length > 0)
  const pages = useEditor((s) => s.scene.document.pages)
  // Calendars and books switch pages in their page strip, a photo box edits its prints in their list;
  // a button per month, spread or print would repeat that.
  const stripped = useEditor(
    (s) =>
      s.scene.document.calendar !== undefined ||
      s.scene.document.photobook !== undefined ||
      s.scene.document.photobox !== undefined,
  )
  const pageId = useEditor((s) => s.scene.pageId)
  const layer = useEditor((s) => selectedLayer(s.scene))
  const editable = layer !== undefined && !layer.locked
  const { run, undo, redo } = store.getState()
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('toolbar.label')}>
      <div className={styles.group}>
        <button
          type="button"
          onClick={undo}
          disabled={!canUndo}
          aria-label={t('toolbar.undo')}
          title={t('toolbar.undo')}
        >
          <ToolIcon name="undo" />
        </button>
        <button
          type="button"
          onClick={redo}
          disabled={!canRedo}
          aria-label={t('toolbar.redo')}
          title={t('toolbar.redo')}
        >
          <ToolIcon name="redo" />
        </button>
      </div>
      {/* Not rendered rather than `hidden`: the group's display rule overrode the attribute. */}
      {!stripped && (
        <div className={styles.group} role="group" aria-label={t('pages.label')}>
          {pages.map((page) => (
            <button
              key={page.id}
              type="button"
              aria-pressed={page.id === pageId}
              onClick={() => run(selectPage, { pageId: page.id })}
            >
              {page.name ?? t(`pages.${page.role}`)}
            </button>
          ))}
        </div>
      )}
      <div className={styles.group}>
        <button
          type="button"
          onClick={() => view.setZoom(view.view.zoom / 1.25)}
          aria-label={t('toolbar.zoomOut')}
          title={t('toolbar.zoomOut')}
        >
          −
        </button>
        <button
          type="button"
          onClick={() => view.setZoom(1)}
          // The name starts with what the button shows, so a voice command of the percentage finds it.
          aria-label={`${Math.round(view.view.zoom * 100)} % – ${t('toolbar.zoomFit')}`}
          title={t('toolbar.zoomFit')}
        >
          {Math.round(view.view.zoom * 100)} %
        </button>
        <button
          type="button"
          onClick={() => view.setZoom(view.view.zoom * 1.25)}
          aria-label={t('toolbar.zoomIn')}
          title={t('toolbar.zoomIn')}
        >
          +
        </button>
        <button type="button" aria-pressed={view.view.guides} onClick={view.toggleGuides}>
          {t('toolbar.guides')}
        </button>
      </div>
      {editable && (
        <div className={styles.group}>
          <button
            type="button"
            onClick={() => run(duplicateLayer, {})}
            aria-label={t('toolbar.duplicate')}
            title={t('toolbar.duplicate')}
          >
            <ToolIcon name="copy" />
          </button>
          {REORDER_MOVES.map((move) => (
            <button
              key={move}
              type="button"
              onClick={() => run(reorderLayer, { move })}
              aria-label={t(`toolbar.${move}`)}
              title={t(`toolbar.${move}`)}
            >
              <ToolIcon name={move} />
            </button>
          ))}
          <button
            type="button"
            onClick={() => run(deleteLayer, {})}
            aria-label={t('toolbar.delete')}
            title={t('toolbar.delete')}
          >
            <ToolIcon name="trash" />
          </button>
        </div>
      )}
    </div>
  )
}
