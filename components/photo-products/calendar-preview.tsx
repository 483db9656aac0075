import { Motif } from './motif'
import { safePalette } from './palette'

/** A calendar page drawn in code: spiral, picture, month grid; landscape formats draw wider. */
export function CalendarPreview({
  motif,
  palette,
  landscape,
}: {
  motif: string
  palette: readonly string[]
  landscape: boolean
}) {
  const [paper, ink, accent] = safePalette(palette)
  const w = landscape ? 160 : 120
  const h = landscape ? 120 : 160
  const pictureH = h * 0.55
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width="100%" height="100%" aria-hidden="true" focusable="false">
      <rect x="2" y="6" width={w - 4} height={h - 8} fill={paper} stroke="#d4d4d4" />
      <rect x="10" y="16" width={w - 20} height={pictureH} fill="#ffffff" />
      <Motif motif={motif} x={10} y={16} w={w - 20} h={pictureH} ink={ink} accent={accent} />
      {Array.from({ length: 12 }, (_, i) => (
        <circle
          key={i}
          cx={10 + ((w - 20) / 11) * i}
          cy="6"
          r="2.5"
          fill="none"
          stroke="#737373"
          strokeWidth="1.2"
        />
      ))}
      {Array.from({ length: 28 }, (_, i) => (
        <rect
          key={i}
          x={12 + ((w - 24) / 7) * (i % 7)}
          y={22 + pictureH + ((h - pictureH - 30) / 4) * Math.floor(i / 7)}
          width={(w - 24) / 7 - 3}
          height={(h - pictureH - 30) / 4 - 3}
          fill={i % 7 === 6 ? accent : ink}
          opacity={i % 7 === 6 ? 0.6 : 0.18}
        />
      ))}
    </svg>
  )
}
