'use client'

import { useTranslations } from 'next-intl'
import type { LengthUnit, LocaleCode } from '@/lib/config/locales'
import { formatSize } from '@/lib/i18n/length'
import { wallArtPhoto } from '@/lib/shop/design-print/design/wall-art'
import { useEditor } from '../editor-context'
import { pieceGeometry, type PieceSizes } from './piece-geometry'
import { PieceSvg } from './piece-svg'
import styles from './wall-art.module.css'

/** The room, in mm: a 2 m sofa in front of a wall, the piece hung above it (true scale). */
const SOFA = { width: 2000, height: 850, seat: 450 }
const WALL_HEIGHT = 2600
/** Gap between the sofa's back and the piece's lower edge, as hanging guides advise. */
const GAP_ABOVE_SOFA = 250

/**
 * The piece on a wall above a 2 m sofa, both at their true sizes, so the shopper sees whether 30 × 40
 * is lost above the sofa or 120 × 80 fills the wall.
 */
export function RoomView({
  assetUrl,
  sizes,
  locale,
  unit,
}: {
  assetUrl: string | null
  /** The piece's printed and visible size (/web-api/calculator/reference). */
  sizes: PieceSizes
  locale: LocaleCode
  unit: LengthUnit
}) {
  const t = useTranslations('WallArt.room')
  const doc = useEditor((s) => s.scene.document)
  const spec = doc.wallArt
  if (!spec) return null
  const geometry = pieceGeometry(spec, wallArtPhoto(doc).crop, sizes)
  const piece = geometry.outer
  const wallWidth = Math.max(3600, piece.width + 1200)
  const floor = WALL_HEIGHT
  const sofaX = (wallWidth - SOFA.width) / 2
  const sofaTop = floor - SOFA.height
  const pieceX = (wallWidth - piece.width) / 2
  const pieceY = Math.max(100, sofaTop - GAP_ABOVE_SOFA - piece.height)
  return (
    <figure className={styles.stage} data-testid="wallart-room">
      <svg
        viewBox={`0 0 ${wallWidth} ${floor + 150}`}
        className={styles.room}
        role="img"
        aria-label={t('label')}
      >
        <rect width={wallWidth} height={floor} fill="#efebe4" />
        <rect y={floor} width={wallWidth} height={150} fill="#c9b79c" />
        <g fill="#7b8a8f">
          <rect x={sofaX} y={sofaTop} width={SOFA.width} height={SOFA.height - 120} rx={60} />
          <rect x={sofaX - 60} y={floor - SOFA.seat - 120} width={200} height={SOFA.seat} rx={50} />
          <rect
            x={sofaX + SOFA.width - 140}
            y={floor - SOFA.seat - 120}
            width={200}
            height={SOFA.seat}
            rx={50}
          />
          <rect x={sofaX + 120} y={floor - 120} width={40} height={120} fill="#4b3f33" />
          <rect x={sofaX + SOFA.width - 160} y={floor - 120} width={40} height={120} fill="#4b3f33" />
        </g>
        <g style={{ filter: 'drop-shadow(0 12px 12px rgba(0,0,0,0.25))' }}>
          <PieceSvg
            spec={spec}
            geometry={geometry}
            assetUrl={assetUrl}
            x={pieceX}
            y={pieceY}
            width={piece.width}
            height={piece.height}
          />
        </g>
      </svg>
      <figcaption className={styles.hint}>
        {t('caption', {
          piece: formatSize(spec.widthMm, spec.heightMm, unit, locale),
          sofa: formatSize(SOFA.width, SOFA.height, unit, locale),
        })}
      </figcaption>
    </figure>
  )
}
