'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { CollageChoices } from '@/lib/api/editor/open-collage'
import type { LocaleCode } from '@/lib/config/locales'
import { setCollageLayout } from '@/lib/editor/actions/set-collage-layout'
import type { CollageLayoutKey } from '@/lib/model/collage-keys'
import { COLLAGE_LAYOUTS, type CollageAspect } from '@/lib/shop/design-print/design/collage-layouts'
import type { CollageMaterial } from '@/lib/shop/photo-products/collage/materials'
import { useEditor, useEditorStore } from '../editor-context'
import { aspectOf, formatFor, pieceSpec, useCollageChange } from './collage-spec-change'
import formStyles from '../pages/photo-product-form.module.css'
import styles from './collage.module.css'

interface DesignView {
  designId: number
  name: string
  layout: CollageLayoutKey
  aspect: CollageAspect
  photoCount: number
}
interface GroupView {
  designGroupId: number
  name: string
  designs: DesignView[]
}

/** Photo counts by size of set, sent as photoCounts[] (the endpoint's array filter). */
const SIZES = { all: [], few: [3, 4, 5], some: [6, 7, 8, 9], many: [12, 16] } as const
type SizeKey = keyof typeof SIZES

/** A layout drawn from its cells: what the designs look like without a picture of their own. */
export function LayoutThumb({ layout, background }: { layout: CollageLayoutKey; background?: string }) {
  const { cells, aspect } = COLLAGE_LAYOUTS[layout]
  return (
    <span
      className={styles.thumb}
      data-aspect={aspect}
      style={background ? { background } : undefined}
      aria-hidden="true"
    >
      {cells.map((cell, i) => (
        <span
          key={i}
          style={{
            left: `${cell.x * 100}%`,
            top: `${cell.y * 100}%`,
            width: `${cell.width * 100}%`,
            height: `${cell.height * 100}%`,
          }}
        />
      ))}
    </span>
  )
}

/**
 * The designs of the collage designer (GET /web-api/collage-designer-design-groups), by group, for the
 * current material, filtered by how many photos the shopper has in mind. Picking one lays the photos
 * into its cells in order; a design of another shape takes the nearest size of that shape.
 */
export function CollageLayoutPanel({ choices, locale }: { choices: CollageChoices; locale: LocaleCode }) {
  const t = useTranslations('Collage.layouts')
  const store = useEditorStore()
  const doc = useEditor((s) => s.scene.document)
  const change = useCollageChange()
  const [size, setSize] = useState<SizeKey>('all')
  const [groups, setGroups] = useState<GroupView[] | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const material = doc.wallArt?.material as CollageMaterial | undefined

  useEffect(() => {
    if (!material) return
    const params = new URLSearchParams()
    params.append('materialTypes[]', material)
    for (const count of SIZES[size]) params.append('photoCounts[]', String(count))
    const controller = new AbortController()
    fetch(`/web-api/collage-designer-design-groups?${params.toString()}`, {
      headers: { locale },
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as {
          groups?: GroupView[]
          error?: { message?: string }
        }
        if (!response.ok || !body.groups) throw new Error(body.error?.message ?? `HTTP ${response.status}`)
        setGroups(body.groups)
        setFailed(null)
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed(error instanceof Error ? error.message : String(error))
      })
    return () => controller.abort()
  }, [material, size, locale])

  const collage = doc.collage
  const wallArt = doc.wallArt
  if (!collage || !wallArt || !material) return null

  function pick(design: DesignView) {
    if (!collage || !wallArt || !material) return
    if (design.aspect === aspectOf(collage)) {
      store.getState().run(setCollageLayout, { layout: design.layout, designId: design.designId })
      return
    }
    const format = formatFor(choices, material, design.layout)
    if (!format) return
    change({
      collage: { layout: design.layout, designId: design.designId },
      wallArt: pieceSpec(
        choices,
        { material, frameType: wallArt.frame?.type ?? null, format },
        collage.color,
        wallArt,
      ),
    })
  }

  return (
    <div className={formStyles.stack} data-testid="collage-layouts">
      <div className={styles.choices} role="group" aria-label={t('filter')}>
        {(Object.keys(SIZES) as SizeKey[]).map((key) => (
          <button key={key} type="button" aria-pressed={size === key} onClick={() => setSize(key)}>
            {t(`sizes.${key}`)}
          </button>
        ))}
      </div>
      {failed && <p role="alert">{t('error', { message: failed })}</p>}
      {groups === null && !failed && <p aria-busy="true">{t('loading')}</p>}
      {groups?.map((group) => (
        <section key={group.designGroupId} className={styles.group}>
          <h3>{group.name}</h3>
          <ul className={styles.designs}>
            {group.designs.map((design) => (
              <li key={design.designId}>
                <button
                  type="button"
                  className={styles.design}
                  aria-pressed={collage.designId === design.designId}
                  data-testid="collage-layout"
                  data-design-id={design.designId}
                  onClick={() => pick(design)}
                >
                  <LayoutThumb layout={design.layout} />
                  <span>{design.name}</span>
                  <span className={styles.meta}>{t('photos', { count: design.photoCount })}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
