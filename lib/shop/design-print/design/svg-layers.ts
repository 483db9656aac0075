import { getMotif, motifPaths } from './clipart/catalogue'
import { isFoiled, type Layer, type PhotoLayer, type ShapeLayer } from './layers'
import { motifMarkup } from './motifs/registry'
import { renderCalendarGrid, type CalendarPage } from './svg-calendar-grid'
import { croppedImage, type SvgContext } from './svg-context'
import { renderText } from './svg-text'
import { outlinePlaceholder, photoPlaceholder } from './svg-stand-ins'
import { renderQr } from './svg-qr'
import { el } from './svg-xml'
import { emptySlotLabel } from './empty-slot-label'

/**
 * One layer, wrapped in a group for rotation (about the box centre) and opacity. Hidden draws nothing.
 * `calendar` is the page's calendar and month, which a calendar grid draws (calendarPageOf).
 */
export function renderLayer(layer: Layer, ctx: SvgContext, calendar: CalendarPage | null = null): string {
  if (layer.hidden) return ''
  const body = renderBody(layer, isFoiled(layer) ? foiled(ctx) : ctx, calendar)
  const cx = layer.x + layer.width / 2
  const cy = layer.y + layer.height / 2
  return el(
    'g',
    {
      transform: layer.rotation ? `rotate(${layer.rotation} ${cx} ${cy})` : undefined,
      opacity: layer.opacity < 1 ? layer.opacity : undefined,
    },
    body,
  )
}

/**
 * A refined layer paints every colour with the refinement's sheen (ADR 0082): one gradient over each
 * painted element's own box, so the preview shows what is foiled. Without a refinement: unchanged.
 */
function foiled(ctx: SvgContext): SvgContext {
  const { foil } = ctx
  if (!foil) return ctx
  const [dark, light, end] = foil.preview
  const id = ctx.def('foil', (gid) =>
    el(
      'linearGradient',
      { id: gid, x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': dark }) +
        el('stop', { offset: 0.5, 'stop-color': light }) +
        el('stop', { offset: 1, 'stop-color': end }),
    ),
  )
  return { ...ctx, color: () => `url(#${id})` }
}

function renderBody(layer: Layer, ctx: SvgContext, calendar: CalendarPage | null): string {
  switch (layer.type) {
    case 'text':
      return (ctx.text ?? renderText)(layer, layer.content, ctx.color(layer.color))
    case 'photo':
      return renderPhoto(layer, ctx)
    case 'clipart': {
      // A supplied asset wins (an uploaded or future catalogue motif); the shop's own motifs draw
      // inline: the generated designs' built-in ones, then the clip-art panel's (both in 100 × 100).
      const href = ctx.href(layer.motifId)
      const colors = layer.colors.map(ctx.color)
      const panelMotif = getMotif(layer.motifId)
      const motif = href
        ? undefined
        : (motifMarkup(layer.motifId, colors) ?? (panelMotif && motifPaths(panelMotif, colors)))
      if (motif === undefined) return imageOrPlaceholder(layer, href, `Motiv ${layer.motifId}`)
      const { x, y, width, height } = layer
      return el(
        'svg',
        { x, y, width, height, viewBox: '0 0 100 100', preserveAspectRatio: 'xMidYMid meet' },
        motif,
      )
    }
    case 'artwork': {
      const id = layer.source.kind === 'asset' ? layer.source.assetId : layer.source.vectorId
      return imageOrPlaceholder(layer, ctx.href(id), 'Grafik')
    }
    case 'frame': {
      // The frame catalogue (ornaments per frameId) comes later; a plain line keeps size and colour honest.
      const inset = layer.strokeMm / 2
      return el('rect', {
        x: layer.x + inset,
        y: layer.y + inset,
        width: Math.max(0, layer.width - layer.strokeMm),
        height: Math.max(0, layer.height - layer.strokeMm),
        fill: 'none',
        stroke: ctx.color(layer.color),
        'stroke-width': layer.strokeMm,
      })
    }
    case 'qr':
      return renderQr(layer, ctx)
    case 'shape':
      return renderShape(layer, ctx)
    case 'calendar-grid':
      return renderCalendarGrid(layer, ctx, calendar)
  }
}

function renderPhoto(layer: PhotoLayer, ctx: SvgContext): string {
  const box = { x: layer.x, y: layer.y, width: layer.width, height: layer.height }
  const outline =
    layer.shape === 'ellipse'
      ? el('ellipse', {
          cx: box.x + box.width / 2,
          cy: box.y + box.height / 2,
          rx: box.width / 2,
          ry: box.height / 2,
        })
      : el('rect', { ...box, rx: layer.shape === 'rounded' ? (layer.cornerRadiusMm ?? 3) : undefined })
  const clip = ctx.def(`clip-${layer.id}`, (id) => el('clipPath', { id }, outline))
  const href = layer.assetId === undefined ? undefined : ctx.href(layer.assetId)
  const content = href
    ? croppedImage(box, href, layer.crop)
    : photoPlaceholder(box, emptySlotLabel(layer, ctx.photoLabel), ctx)
  return el('g', { 'clip-path': `url(#${clip})` }, content)
}

function imageOrPlaceholder(layer: Layer, href: string | undefined, label: string): string {
  const box = { x: layer.x, y: layer.y, width: layer.width, height: layer.height }
  return href
    ? el('image', { ...box, href, preserveAspectRatio: 'xMidYMid meet' })
    : outlinePlaceholder(box, label)
}

function renderShape(layer: ShapeLayer, ctx: SvgContext): string {
  const paint = {
    fill: layer.fill ? ctx.color(layer.fill) : 'none',
    stroke: layer.stroke ? ctx.color(layer.stroke.color) : undefined,
    'stroke-width': layer.stroke?.widthMm,
  }
  const { x, y, width, height } = layer
  switch (layer.shape) {
    case 'rect':
      return el('rect', { x, y, width, height, rx: layer.cornerRadiusMm, ...paint })
    case 'ellipse':
      return el('ellipse', { cx: x + width / 2, cy: y + height / 2, rx: width / 2, ry: height / 2, ...paint })
    case 'line':
      return el('line', { x1: x, y1: y + height / 2, x2: x + width, y2: y + height / 2, ...paint })
  }
}
