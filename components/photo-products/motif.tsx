/**
 * The picture on a calendar page or a book cover, drawn in code from a motif name and two colours.
 * Unknown motifs (an external backend may send new ones) draw the plain frame.
 */
export function Motif({
  motif,
  x,
  y,
  w,
  h,
  ink,
  accent,
}: {
  motif: string
  x: number
  y: number
  w: number
  h: number
  ink: string
  accent: string
}) {
  const cx = x + w / 2
  const cy = y + h / 2
  switch (motif) {
    case 'mountains':
    case 'leaf':
      return (
        <g>
          <polygon
            points={`${x},${y + h} ${x + w * 0.35},${y + h * 0.3} ${x + w * 0.6},${y + h} `}
            fill={ink}
          />
          <polygon
            points={`${x + w * 0.4},${y + h} ${x + w * 0.72},${y + h * 0.45} ${x + w},${y + h}`}
            fill={accent}
          />
          <circle cx={x + w * 0.8} cy={y + h * 0.25} r={h * 0.1} fill={accent} opacity="0.7" />
        </g>
      )
    case 'sea':
    case 'waves':
      return (
        <g fill="none" strokeWidth={h * 0.06} strokeLinecap="round">
          {[0.35, 0.55, 0.75].map((f, i) => (
            <path
              key={f}
              d={`M${x} ${y + h * f} q${w / 4} ${-h * 0.12} ${w / 2} 0 t${w / 2} 0`}
              stroke={i === 1 ? accent : ink}
            />
          ))}
        </g>
      )
    case 'flowers':
    case 'heart':
      return (
        <g>
          {[-0.25, 0, 0.25].map((dx, i) => (
            <g key={dx} transform={`translate(${cx + dx * w} ${cy + (i % 2) * h * 0.12})`}>
              {[0, 72, 144, 216, 288].map((a) => (
                <ellipse
                  key={a}
                  rx={h * 0.06}
                  ry={h * 0.13}
                  cy={-h * 0.1}
                  fill={i === 1 ? accent : ink}
                  transform={`rotate(${a})`}
                  opacity="0.85"
                />
              ))}
              <circle r={h * 0.05} fill="#ffffff" />
            </g>
          ))}
        </g>
      )
    case 'circles':
    case 'confetti':
    case 'sun':
      return (
        <g>
          <circle cx={cx - w * 0.15} cy={cy} r={h * 0.28} fill={ink} opacity="0.85" />
          <circle cx={cx + w * 0.18} cy={cy - h * 0.1} r={h * 0.18} fill={accent} opacity="0.9" />
          <circle cx={cx + w * 0.3} cy={cy + h * 0.25} r={h * 0.08} fill={ink} />
        </g>
      )
    case 'stripes':
      return (
        <g>
          {[0, 1, 2, 3, 4].map((i) => (
            <rect
              key={i}
              x={x}
              y={y + (h / 5) * i}
              width={w}
              height={h / 10}
              fill={i % 2 ? accent : ink}
              opacity="0.8"
            />
          ))}
        </g>
      )
    default:
      return (
        <rect
          x={x + w * 0.15}
          y={y + h * 0.15}
          width={w * 0.7}
          height={h * 0.7}
          fill="none"
          stroke={ink}
          strokeWidth={h * 0.04}
        />
      )
  }
}
