'use client'

import { useTranslations } from 'next-intl'
import { updateLayer } from '@/lib/editor/actions/update-layer'
import { canBeFoiled, type Layer } from '@/lib/shop/design-print/design/layers'
import { refinementOfDocument } from '@/lib/shop/design-print/design/refinement'
import { useEditor, useEditorStore } from '../editor-context'
import styles from '../controls.module.css'

/**
 * Refines the selected element in the card's foil or relief varnish (ADR 0082). Offered only when the
 * line has a refinement, since otherwise nothing would be printed differently, and only on what can
 * be foiled (text, clip art, frames, shapes; never a photo).
 */
export function FoilToggle({ layer }: { layer: Layer }) {
  const t = useTranslations('Editor.properties')
  const store = useEditorStore()
  const refinement = useEditor(
    (s) => s.options?.refinement ?? refinementOfDocument(s.scene.document) ?? 'none',
  )
  if (refinement === 'none' || !canBeFoiled(layer)) return null
  return (
    <label className={styles.row} data-testid="foil-toggle">
      <input
        type="checkbox"
        checked={layer.foil === true}
        onChange={(e) =>
          store.getState().run(updateLayer, { layerId: layer.id, patch: { foil: e.target.checked } })
        }
      />
      <span>{t('foil', { refinement })}</span>
    </label>
  )
}
