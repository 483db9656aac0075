'use client'

import type Konva from 'konva'
import { useMemo } from 'react'
import { Ellipse, Group, Image as KonvaImage, Line, Path, Rect, Text } from './konva'
import { getMotif, motifColor } from '@/lib/shop/design-print/design/clipart/catalogue'
import { resolveColor } from '@/lib/shop/design-print/design/color-refs'
import { motifDocument } from '@/lib/shop/design-print/design/motif-document'
import type { Palette } from '@/lib/shop/design-print/design/colors'
import type { Layer, PhotoLayer, TextLayer } from '@/lib/shop/design-print/design/document'
import { ptToMm } from '@/lib/shop/design-print/design/geometry'
import { layoutText } from '@/lib/shop/design-print/design/text-layout'
import { emptySlotLabel } from '@/lib/shop/design-print/design/empty-slot-label'
import type { CalendarPage } from '@/lib/shop/design-print/design/svg-calendar-grid'
import type { RefinementInk } from '@/lib/config/refinement-inks'
import { CalendarGridNode } from './calendar-grid-node'
import { QrBody } from './qr-node'
import { foilFill, foilStroke } from './foil-paint'
import { useImage } from './use-image'

/** Where an uploaded image can be drawn from: the uploads feature fills this map by asset id. */
export type AssetUrls = Readonly<Record<string, string>>

const PLACEHOLDER_FILL = '#e4e4e4'
const PLACEHOLDER_INK = '#8a8a8a'

/**
 * One layer drawn in mm (the page group scales mm to pixels). Only drawing lives here; the canvas
 * wraps it in the group that handles rotation about the centre, selection and dragging. `calendar`
 * is the page's calendar and month (calendarPageOf), which a calendar grid draws.
 */
export function LayerBody({
  layer,
  palette,
  assets,
  calendar = null,
  photoLabel,
  foil = null,
}: {
  layer: Layer
  palette: Palette
  assets: AssetUrls
  calendar?: CalendarPage | null
  /** The shop's words for an empty photo slot (emptySlotLabel); absent: the slot's own label. */
  photoLabel?: string
  /** The line's refinement when this layer is refined: drawn with the foil's sheen (ADR 0082). */
  foil?: RefinementInk | null
}) {
  const color = (c: string) => resolveColor(c, palette)
  const { width, height } = layer
  const sheen = foil ? foilFill(foil, { x: width, y: height }) : {}
  const strokeSheen = foil ? foilStroke(foil, { x: width, y: height }) : {}
  switch (layer.type) {
    case 'text':
      return <TextBody layer={layer} fill={color(layer.color)} sheen={sheen} />
    case 'photo':
      return (
        <PhotoBody
          layer={layer}
          url={layer.assetId ? assets[layer.assetId] : undefined}
          label={emptySlotLabel(layer, photoLabel)}
        />
      )
    case 'clipart': {
      const motif = getMotif(layer.motifId)
      // A drawn motif is a picture: refined, its colours become the foil's tone.
      const colors = layer.colors.map((c) => (foil ? foil.preview[0] : color(c)))
      if (!motif) return <DrawnMotif motifId={layer.motifId} colors={colors} width={width} height={height} />
      return (
        <Group scaleX={width / 100} scaleY={height / 100}>
          {/* A transparent box makes the whole motif box clickable, not just its painted outlines. */}
          <Rect width={100} height={100} fill="rgba(0,0,0,0)" />
          {motif.parts.map((part, i) => (
            <Path
              key={i}
              data={part.d}
              fill={part.stroke === undefined ? motifColor(motif, colors, part.slot) : undefined}
              stroke={part.stroke === undefined ? undefined : motifColor(motif, colors, part.slot)}
              strokeWidth={part.stroke}
              lineCap="round"
              lineJoin="round"
              {...(foil &&
                (part.stroke === undefined
                  ? foilFill(foil, { x: 100, y: 100 })
                  : foilStroke(foil, { x: 100, y: 100 })))}
            />
          ))}
        </Group>
      )
    }
    case 'frame': {
      const inset = layer.strokeMm / 2
      return (
        <>
          <Rect width={width} height={height} fill="rgba(0,0,0,0)" />
          <Rect
            x={inset}
            y={inset}
            width={Math.max(0, width - layer.strokeMm)}
            height={Math.max(0, height - layer.strokeMm)}
            stroke={color(layer.color)}
            strokeWidth={layer.strokeMm}
            {...strokeSheen}
          />
        </>
      )
    }
    case 'shape': {
      const paint = {
        fill: layer.fill ? color(layer.fill) : undefined,
        stroke: layer.stroke ? color(layer.stroke.color) : undefined,
        strokeWidth: layer.stroke?.widthMm,
        ...(layer.fill ? sheen : {}),
        ...(layer.stroke ? strokeSheen : {}),
      }
      if (layer.shape === 'ellipse') {
        // An ellipse's own origin is its centre: the sheen runs corner to corner of its box all the same.
        const [from, to] = [
          { x: -width / 2, y: -height / 2 },
          { x: width / 2, y: height / 2 },
        ]
        const centred = foil
          ? {
              ...(layer.fill ? foilFill(foil, to, from) : {}),
              ...(layer.stroke ? foilStroke(foil, to, from) : {}),
            }
          : {}
        return (
          <Ellipse
            x={width / 2}
            y={height / 2}
            radiusX={width / 2}
            radiusY={height / 2}
            {...paint}
            {...centred}
          />
        )
      }
      if (layer.shape === 'line') {
        return (
          <>
            <Rect width={width} height={height} fill="rgba(0,0,0,0)" />
            <Line points={[0, height / 2, width, height / 2]} {...paint} />
          </>
        )
      }
      return <Rect width={width} height={height} cornerRadius={layer.cornerRadiusMm} {...paint} />
    }
    case 'qr':
      return <QrBody layer={layer} ink={color(layer.color)} />
    case 'artwork': {
      const id = layer.source.kind === 'asset' ? layer.source.assetId : layer.source.vectorId
      return <ImageOrPlaceholder url={assets[id]} width={width} height={height} label={id} />
    }
    case 'calendar-grid':
      return <CalendarGridNode layer={layer} calendar={calendar} palette={palette} />
  }
}

function TextBody({ layer, fill, sheen }: { layer: TextLayer; fill: string; sheen: object }) {
  // Auto-shrink uses the shared layout estimate, the same rule the previews and the PDF apply.
  const fontSizeMm = layer.autoShrink ? layoutText(layer.content, layer).fontSizeMm : ptToMm(layer.fontSizePt)
  const style = `${layer.italic ? 'italic ' : ''}${layer.fontWeight}`
  return (
    <Text
      text={layer.content}
      width={layer.width}
      height={layer.height}
      fontFamily={`"${layer.fontFamily}"`}
      fontSize={fontSizeMm}
      fontStyle={style}
      fill={fill}
      align={layer.align}
      verticalAlign={layer.verticalAlign}
      lineHeight={layer.lineHeight}
      letterSpacing={layer.letterSpacingEm * fontSizeMm}
      wrap="word"
      {...sheen}
    />
  )
}

function PhotoBody({ layer, url, label }: { layer: PhotoLayer; url: string | undefined; label: string }) {
  const image = useImage(url)
  const { width, height } = layer
  const clip =
    layer.shape === 'ellipse'
      ? (ctx: Konva.Context) => ctx.ellipse(width / 2, height / 2, width / 2, height / 2, 0, 0, Math.PI * 2)
      : undefined
  if (!image) return <Placeholder width={width} height={height} label={label} filled />
  const crop = {
    x: layer.crop.x * image.naturalWidth,
    y: layer.crop.y * image.naturalHeight,
    width: layer.crop.width * image.naturalWidth,
    height: layer.crop.height * image.naturalHeight,
  }
  return (
    <Group clipFunc={clip}>
      <KonvaImage
        image={image}
        width={width}
        height={height}
        crop={crop}
        cornerRadius={layer.shape === 'rounded' ? (layer.cornerRadiusMm ?? 3) : 0}
      />
    </Group>
  )
}

/** A data URL of the motif's SVG in these colours, if the shop has such a motif. */
function motifImageUrl(motifId: string, colors: readonly string[]): string | undefined {
  const svg = motifDocument(motifId, colors)
  return svg && `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** A built-in motif (the generated catalogue's designs), drawn from the SVG the previews show. */
function DrawnMotif({
  motifId,
  colors,
  width,
  height,
}: {
  motifId: string
  colors: string[]
  width: number
  height: number
}) {
  const shade = colors.join(',')
  const url = useMemo(() => motifImageUrl(motifId, shade ? shade.split(',') : []), [motifId, shade])
  return <ImageOrPlaceholder url={url} width={width} height={height} label={motifId} />
}

function ImageOrPlaceholder({
  url,
  width,
  height,
  label,
}: {
  url?: string
  width: number
  height: number
  label: string
}) {
  const image = useImage(url)
  return image ? (
    <KonvaImage image={image} width={width} height={height} />
  ) : (
    <Placeholder width={width} height={height} label={label} />
  )
}

function Placeholder({
  width,
  height,
  label,
  filled,
}: {
  width: number
  height: number
  label: string
  filled?: boolean
}) {
  const size = Math.max(1.5, Math.min(height / 6, width / Math.max(4, label.length * 0.6)))
  return (
    <>
      <Rect
        width={width}
        height={height}
        fill={filled ? PLACEHOLDER_FILL : 'rgba(0,0,0,0)'}
        stroke={PLACEHOLDER_INK}
        strokeWidth={0.3}
        dash={[1, 1]}
      />
      <Text
        text={label}
        width={width}
        height={height}
        align="center"
        verticalAlign="middle"
        fontSize={size}
        fill={PLACEHOLDER_INK}
        fontFamily="sans-serif"
      />
    </>
  )
}
