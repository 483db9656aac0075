'use client'

import { useTranslations } from 'next-intl'
import type { CSSProperties, ReactNode } from 'react'
import type { LengthUnit, LocaleCode } from '@/lib/config/locales'
import { formatLength } from '@/lib/i18n/length'
import type { FrameColour } from '@/lib/model/wall-art-keys'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import { wallArtPhoto } from '@/lib/shop/design-print/design/wall-art'
import { useEditor } from '../editor-context'
import { pieceGeometry, type PieceGeometry, type PieceSizes } from './piece-geometry'
import { PieceSvg } from './piece-svg'
import styles from './perspective-view.module.css'

/**
 * What the side of a piece is, seen in perspective: a canvas's wrap (the edge mode on its stretcher
 * bar's depth), paper, an acrylic glass edge, Alu-Dibond's thin metal edge, or a frame's moulding.
 * Depths in mm as made: acrylic 5 mm, Alu-Dibond 3 mm, paper a fraction of a millimetre.
 */
export type PerspectiveEdge =
  | { kind: 'wrap'; depthMm: number }
  | { kind: 'paper' | 'glass' | 'metal'; depthMm: number }
  | { kind: 'frame'; depthMm: number; colour: FrameColour }

/** The preview's frame depth: mouldings are 20-30 mm deep; the preview shows one of them. */
export const PERSPECTIVE_FRAME_DEPTH_MM = 25
const MATERIAL_EDGE: Partial<Record<WallArtSpec['material'], PerspectiveEdge>> = {
  acrylglas: { kind: 'glass', depthMm: 5 },
  aludibond: { kind: 'metal', depthMm: 3 },
}
const PAPER_EDGE: PerspectiveEdge = { kind: 'paper', depthMm: 0.3 }

export function perspectiveEdge(spec: WallArtSpec): PerspectiveEdge {
  if (spec.frame) return { kind: 'frame', depthMm: PERSPECTIVE_FRAME_DEPTH_MM, colour: spec.frame.colour }
  if (spec.canvas) return { kind: 'wrap', depthMm: spec.canvas.depthMm }
  return MATERIAL_EDGE[spec.material] ?? PAPER_EDGE
}

/** The longest side of the piece on screen; the depth is drawn at the same scale. */
const MAX_SIDE_PX = 320
/** Turned so the right side and the lower edge show, as seen standing to the left, slightly below. */
const TURN = 'rotateY(-34deg) rotateX(10deg)'

const MOULDING: Record<FrameColour, string> = {
  black: '#2a2927',
  white: '#e4e2de',
  oak: '#9c7347',
  silver: '#a9adb1',
}
const EDGE_FILL: Record<'paper' | 'glass' | 'metal', string> = {
  paper: '#f1eee9',
  glass: 'linear-gradient(90deg, rgba(150, 205, 196, 0.95), rgba(214, 240, 234, 0.85))',
  metal: 'linear-gradient(90deg, #c9cdd1, #8e9398)',
}

type Side = 'right' | 'bottom'

/**
 * One side of a canvas as the wrap shows it: the photo running round the bar (stretch), its mirror
 * image at the edge (mirror) or the chosen colour (color), cut from the same drawing as the front.
 */
function WrapSide({
  side,
  spec,
  geometry,
  assetUrl,
  depthMm,
}: {
  side: Side
  spec: WallArtSpec
  geometry: PieceGeometry
  assetUrl: string | null
  depthMm: number
}) {
  const { visible, image } = geometry
  const right = visible.x + visible.width
  const bottom = visible.y + visible.height
  const viewBox =
    side === 'right'
      ? `${right} ${visible.y} ${depthMm} ${visible.height}`
      : `${visible.x} ${bottom} ${visible.width} ${depthMm}`
  const picture: ReactNode = assetUrl ? (
    <image
      href={assetUrl}
      x={image.x}
      y={image.y}
      width={image.width}
      height={image.height}
      preserveAspectRatio="none"
    />
  ) : (
    <rect x={visible.x} y={visible.y} width={visible.width * 2} height={visible.height * 2} fill="#e9e6e1" />
  )
  const edge = spec.canvas?.edge
  const mirror =
    side === 'right' ? `translate(${2 * right} 0) scale(-1 1)` : `translate(0 ${2 * bottom}) scale(1 -1)`
  return (
    <svg viewBox={viewBox} preserveAspectRatio="none" width="100%" height="100%" aria-hidden="true">
      {edge === 'color' ? (
        <rect
          x={visible.x}
          y={visible.y}
          width={right + depthMm}
          height={bottom + depthMm}
          fill={spec.canvas?.edgeColor}
        />
      ) : edge === 'mirror' ? (
        <g transform={mirror}>{picture}</g>
      ) : (
        picture
      )}
    </svg>
  )
}

/**
 * The "3D view" (spec 4, behind the poster brand's voll_3d_view_* flags): the piece turned in
 * perspective with CSS 3D transforms, its front drawn by the same SVG as the crop frame and its
 * right and lower sides showing the edge and depth of the material and options chosen.
 */
export function PerspectiveView({
  assetUrl,
  sizes,
  locale,
  unit,
}: {
  assetUrl: string | null
  sizes: PieceSizes
  locale: LocaleCode
  unit: LengthUnit
}) {
  const t = useTranslations('WallArt.perspective')
  const doc = useEditor((s) => s.scene.document)
  const spec = doc.wallArt
  if (!spec) return null
  const geometry = pieceGeometry(spec, wallArtPhoto(doc).crop, sizes)
  // The front alone: its sides are drawn as faces of their own below.
  const front = geometry.frame ?? geometry.visible
  const flat: PieceGeometry = { ...geometry, outer: front, edgeMm: 0 }
  const edge = perspectiveEdge(spec)
  const scale = MAX_SIDE_PX / Math.max(front.width, front.height)
  const width = front.width * scale
  const height = front.height * scale
  const depth = Math.max(1.5, edge.depthMm * scale)
  const face = (side: Side): CSSProperties =>
    side === 'right'
      ? {
          left: width,
          top: 0,
          width: depth,
          height,
          transformOrigin: 'left center',
          transform: 'rotateY(90deg)',
        }
      : {
          left: 0,
          top: height,
          width,
          height: depth,
          transformOrigin: 'center top',
          transform: 'rotateX(-90deg)',
        }
  const fill = (side: Side): ReactNode =>
    edge.kind === 'wrap' ? (
      <WrapSide side={side} spec={spec} geometry={geometry} assetUrl={assetUrl} depthMm={edge.depthMm} />
    ) : null
  const background =
    edge.kind === 'frame' ? MOULDING[edge.colour] : edge.kind === 'wrap' ? undefined : EDGE_FILL[edge.kind]
  return (
    <figure
      className={styles.stage}
      data-testid="wallart-3d"
      data-edge={edge.kind}
      data-depth-mm={edge.depthMm}
    >
      <div className={styles.scene} style={{ width, height }} role="img" aria-label={t('label')}>
        <div className={styles.piece} style={{ width, height, transform: TURN }}>
          <PieceSvg
            spec={spec}
            geometry={flat}
            assetUrl={assetUrl}
            width={width}
            height={height}
            className={styles.front}
          />
          {(['right', 'bottom'] as const).map((side) => (
            <div
              key={side}
              className={styles.side}
              style={{ ...face(side), background }}
              data-testid={`wallart-3d-${side}`}
            >
              {fill(side)}
            </div>
          ))}
        </div>
      </div>
      <figcaption className={styles.caption}>
        {t(`edge.${edge.kind}`, { depth: formatLength(edge.depthMm, unit, locale) })}
      </figcaption>
    </figure>
  )
}
