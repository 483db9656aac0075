import { useId, type Ref, type SVGProps } from 'react'
import type { FrameColour } from '@/lib/model/wall-art-keys'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import type { PieceGeometry } from './piece-geometry'

/** Moulding colours as the preview paints them. */
const MOULDING: Record<FrameColour, string> = {
  black: '#1f1e1c',
  white: '#f3f2ef',
  oak: '#b58957',
  silver: '#b9bdc1',
}
const MAT = '#fbfaf7'
const PAPER = '#e9e6e1'

type PieceSvgProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  ref?: Ref<SVGSVGElement>
  spec: WallArtSpec
  geometry: PieceGeometry
  assetUrl: string | null
}

/**
 * The piece drawn to scale in mm: frame and mat as they sit round the picture, a canvas with its
 * edge in the chosen finish (mirrored, the photo running round, or a colour) and its depth.
 */
export function PieceSvg({ ref, spec, geometry, assetUrl, ...rest }: PieceSvgProps) {
  const id = useId().replace(/:/g, '')
  const { outer, visible, inner, frame, edgeMm, image } = geometry
  const vb = `${outer.x} ${outer.y} ${outer.width} ${outer.height}`
  const picture = assetUrl ? (
    <image
      href={assetUrl}
      x={image.x}
      y={image.y}
      width={image.width}
      height={image.height}
      preserveAspectRatio="none"
    />
  ) : (
    <rect x={visible.x} y={visible.y} width={visible.width} height={visible.height} fill={PAPER} />
  )
  const right = { x: visible.x + visible.width, y: visible.y, width: edgeMm, height: visible.height }
  const bottom = { x: visible.x, y: visible.y + visible.height, width: visible.width, height: edgeMm }
  const edge = spec.canvas?.edge
  return (
    <svg ref={ref} viewBox={vb} preserveAspectRatio="xMidYMid meet" {...rest}>
      <defs>
        <clipPath id={`${id}-v`}>
          <rect x={visible.x} y={visible.y} width={visible.width} height={visible.height} />
        </clipPath>
        <clipPath id={`${id}-r`}>
          <polygon
            points={`${right.x},${right.y} ${right.x + edgeMm},${right.y + edgeMm} ${right.x + edgeMm},${right.y + right.height + edgeMm} ${right.x},${right.y + right.height}`}
          />
        </clipPath>
        <clipPath id={`${id}-b`}>
          <polygon
            points={`${bottom.x},${bottom.y} ${bottom.x + bottom.width},${bottom.y} ${bottom.x + bottom.width + edgeMm},${bottom.y + edgeMm} ${bottom.x + edgeMm},${bottom.y + edgeMm}`}
          />
        </clipPath>
      </defs>
      {frame && spec.frame && (
        <path
          d={`M${frame.x} ${frame.y}h${frame.width}v${frame.height}h${-frame.width}z M${inner.x} ${inner.y}v${inner.height}h${inner.width}v${-inner.height}z`}
          fill={MOULDING[spec.frame.colour]}
          stroke="rgba(0,0,0,0.25)"
          strokeWidth={1}
        />
      )}
      {spec.frame && spec.frame.matSize > 0 && (
        <path
          d={`M${inner.x} ${inner.y}h${inner.width}v${inner.height}h${-inner.width}z M${visible.x} ${visible.y}v${visible.height}h${visible.width}v${-visible.height}z`}
          fill={MAT}
        />
      )}
      <g clipPath={`url(#${id}-v)`}>{picture}</g>
      {edgeMm > 0 && (
        <>
          {(['r', 'b'] as const).map((side) => (
            <g key={side} clipPath={`url(#${id}-${side})`}>
              {edge === 'color' ? (
                <rect
                  x={outer.x}
                  y={outer.y}
                  width={outer.width}
                  height={outer.height}
                  fill={spec.canvas?.edgeColor}
                />
              ) : edge === 'mirror' ? (
                <g
                  transform={
                    side === 'r'
                      ? `translate(${2 * (visible.x + visible.width)} 0) scale(-1 1)`
                      : `translate(0 ${2 * (visible.y + visible.height)}) scale(1 -1)`
                  }
                >
                  {picture}
                </g>
              ) : (
                picture
              )}
              <rect
                x={outer.x}
                y={outer.y}
                width={outer.width}
                height={outer.height}
                fill="rgba(0,0,0,0.18)"
              />
            </g>
          ))}
        </>
      )}
    </svg>
  )
}
