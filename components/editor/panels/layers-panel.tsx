'use client'

import { useTranslations } from 'next-intl'
import { selectLayer } from '@/lib/editor/actions/select-layer'
import { currentPage } from '@/lib/editor/scene'
import { useEditor, useEditorStore } from '../editor-context'
import styles from '../controls.module.css'

/**
 * The page's layers, top first, as buttons: selecting from here works by keyboard and screen reader,
 * which the canvas itself cannot offer.
 */
export function LayersPanel() {
  const t = useTranslations('Editor')
  const store = useEditorStore()
  const page = useEditor((s) => currentPage(s.scene))
  const selectedId = useEditor((s) => s.scene.selectedId)
  if (page.layers.length === 0) return <p className={styles.hint}>{t('layers.empty')}</p>
  return (
    <ol className={styles.layerList}>
      {[...page.layers].reverse().map((layer) => (
        <li key={layer.id}>
          <button
            type="button"
            className={styles.layerItem}
            aria-pressed={layer.id === selectedId}
            data-layer={layer.id}
            onClick={() => store.getState().run(selectLayer, { layerId: layer.id })}
          >
            <span className={styles.layerType}>{t(`layerTypes.${layer.type}`)}</span>
            <span className={styles.layerName}>
              {layer.type === 'text' ? layer.content.slice(0, 40) || layer.name : layer.name}
            </span>
            {layer.locked && <small>{t('layers.locked')}</small>}
            {layer.hidden && <small>{t('layers.hidden')}</small>}
          </button>
        </li>
      ))}
    </ol>
  )
}
