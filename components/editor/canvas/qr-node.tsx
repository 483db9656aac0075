'use client'

import { useMemo } from 'react'
import { Path, Rect } from './konva'
import type { QrLayer } from '@/lib/shop/design-print/design/document'
import { qrDrawing, qrPathData } from '@/lib/shop/design-print/design/qr-code'
import { qrSquare, qrText, quietModulesOf } from '@/lib/shop/design-print/design/qr-rules'

/**
 * A QR code on the canvas (ADR 0097): the modules the print file draws, from the layer's text as the
 * canvas shows it (the guest's short link when the guest switcher shows a row, the {{field}} itself
 * when it shows the design). Text too long for a code keeps the finder-square stand-in.
 */
export function QrBody({ layer, ink }: { layer: QrLayer; ink: string }) {
  const { width, height } = layer
  const quiet = quietModulesOf(layer)
  const text = qrText(layer)
  const drawing = useMemo(() => (text === null ? null : qrDrawing(text, quiet)), [text, quiet])
  const { x, y, side } = qrSquare({ x: 0, y: 0, width, height })
  // A guest row without a link: the box alone, so the code can still be selected and moved.
  if (text === null) return <Rect width={width} height={height} fill="rgba(0,0,0,0)" />
  if (!drawing) {
    const finder = side * 0.22
    return (
      <>
        <Rect width={width} height={height} fill="#ffffff" stroke={ink} strokeWidth={side * 0.02} />
        <Rect width={finder} height={finder} fill={ink} />
        <Rect x={width - finder} width={finder} height={finder} fill={ink} />
        <Rect y={height - finder} width={finder} height={finder} fill={ink} />
      </>
    )
  }
  return (
    <>
      {/* The whole box stays clickable; the white square is the code's quiet zone. */}
      <Rect width={width} height={height} fill="rgba(0,0,0,0)" />
      <Rect x={x} y={y} width={side} height={side} fill="#ffffff" />
      <Path data={qrPathData(drawing, x, y, side)} fill={ink} />
    </>
  )
}
