import { Motif } from './motif'
import { safePalette } from './palette'

const SIZES = { landscape: [160, 114], portrait: [114, 160], square: [140, 140] } as const

/** A photo book cover drawn in code in the set's first shape: spine, picture, title bar. */
export function PhotobookPreview({
  motif,
  palette,
  aspectRatio,
}: {
  motif: string
  palette: readonly string[]
  aspectRatio: string
}) {
  const [paper, ink, accent] = safePalette(palette)
  const [w, h] = SIZES[aspectRatio as keyof typeof SIZES] ?? SIZES.square
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width="100%" height="100%" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width={w} height={h} rx="3" fill={paper} stroke="#d4d4d4" />
      <rect x="0" y="0" width="10" height={h} rx="3" fill={ink} opacity="0.85" />
      <rect x="20" y="12" width={w - 32} height={h * 0.62} fill="#ffffff" />
      <Motif motif={motif} x={20} y={12} w={w - 32} h={h * 0.62} ink={ink} accent={accent} />
      <rect x="20" y={h * 0.8} width={(w - 32) * 0.7} height="6" fill={ink} opacity="0.7" />
      <rect x="20" y={h * 0.8 + 10} width={(w - 32) * 0.45} height="4" fill={accent} />
    </svg>
  )
}
