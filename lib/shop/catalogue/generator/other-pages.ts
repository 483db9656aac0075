import type { Format } from '../../design-print/design/format'
import { insetBox, panelSize, safeBox } from '../../design-print/design/geometry'
import type { LayerDraft } from '../../design-print/design/templates'
import { motif, rule, split, stack } from './layout-kit'
import type { Look } from './look'
import type { TextPlan } from './slots'

/** Fronts of the table products and stickers, and the inside and back pages of cards. */

export function menuFront(look: Look, plan: TextPlan, format: Format): LayerDraft[] {
  const safe = safeBox(format)
  const base = Math.min(panelSize(format).width, panelSize(format).height)
  const [top, rest] = split(safe, 0.2, 'vertical')
  const [body, footer] = split(rest, 0.88, 'vertical')
  const courses = plan.lines.map((content, i) => ({
    name: `Gang ${i + 1}`,
    content,
    share: 1,
    sizeMm: base * 0.055,
    font: look.bodyFont,
  }))
  return [
    motif(look, insetBox(top, 2)),
    ...stack(body, [
      {
        name: 'Überschrift',
        content: plan.headline,
        share: 1.2,
        sizeMm: base * 0.16,
        font: look.headlineFont,
        bold: true,
        color: 'palette:accent',
        foil: true,
      },
      ...courses,
    ]),
    rule(safe.x + safe.width * 0.35, footer.y, safe.width * 0.3),
    ...stack(insetBox(footer, 1), [
      {
        name: 'Fußzeile',
        content: plan.inside?.[0] ?? '',
        share: 1,
        sizeMm: base * 0.045,
        font: look.bodyFont,
      },
    ]),
  ]
}

/** Place and table cards: motif at the side, the name or table large in the middle. */
export function tableFront(look: Look, plan: TextPlan, format: Format): LayerDraft[] {
  const safe = safeBox(format)
  const panel = panelSize(format)
  const [left, rest] = split(safe, 0.26, 'horizontal')
  const [text, right] = split(rest, 0.82, 'horizontal')
  const entries = [
    {
      name: 'Name',
      content: plan.headline,
      share: 1.4,
      sizeMm: panel.height * 0.3,
      font: look.headlineFont,
      bold: true,
      color: 'palette:accent',
    },
    ...plan.lines.map((content, i) => ({
      name: `Text ${i + 1}`,
      content,
      share: 0.6,
      sizeMm: panel.height * 0.1,
      font: look.bodyFont,
    })),
  ]
  return [
    motif(look, insetBox(left, 1)),
    ...stack(text, entries),
    motif(look, insetBox(right, right.width * 0.2), { opacity: 0.5 }),
  ]
}

/**
 * The table plan poster (ADR 0109): motif on top, "Tischplan" and the couple, then the seating in
 * the "Tische" box. The event's "Drucken" replaces that box with the tables of its guest list in
 * columns (lib/shop/events/print/poster.ts), in the fonts and colours of this look.
 */
export function posterFront(look: Look, plan: TextPlan, format: Format): LayerDraft[] {
  const safe = safeBox(format)
  const base = Math.min(safe.width, safe.height)
  const [top, rest] = split(safe, 0.12, 'vertical')
  const [head, after] = split(rest, 0.17, 'vertical')
  const [body, footer] = split(after, 0.93, 'vertical')
  return [
    motif(look, insetBox(top, 2)),
    ...stack(head, [
      {
        name: 'Überschrift',
        content: plan.headline,
        share: 1.6,
        sizeMm: base * 0.1,
        font: look.headlineFont,
        bold: true,
        color: 'palette:accent',
        foil: true,
      },
      { name: 'Text 1', content: plan.lines[0] ?? '', share: 0.8, sizeMm: base * 0.04, font: look.bodyFont },
    ]),
    rule(safe.x + safe.width * 0.35, body.y, safe.width * 0.3),
    ...stack(insetBox(body, base * 0.04), [
      {
        name: 'Tische',
        content: plan.lines.slice(1).join('\n'),
        share: 1,
        sizeMm: base * 0.03,
        font: look.bodyFont,
      },
    ]),
    ...stack(footer, [
      {
        name: 'Fußzeile',
        content: plan.inside?.[0] ?? '',
        share: 1,
        sizeMm: base * 0.025,
        font: look.bodyFont,
      },
    ]),
  ]
}

export function stickerFront(look: Look, plan: TextPlan, format: Format): LayerDraft[] {
  const safe = safeBox(format)
  const [top, bottom] = split(safe, 0.62, 'vertical')
  return [
    motif(look, top),
    ...stack(bottom, [
      {
        name: 'Initialen',
        content: plan.headline,
        share: 1,
        sizeMm: bottom.height * 0.7,
        font: look.headlineFont,
        bold: true,
        color: 'palette:ink',
      },
    ]),
  ]
}

/** The inside page that carries the details (invitation text, place, RSVP). */
export function insideText(look: Look, plan: TextPlan, format: Format): LayerDraft[] {
  const safe = insetBox(safeBox(format), 3)
  const base = Math.min(safe.width, safe.height)
  const lines = (plan.inside ?? []).filter((line) => line !== '')
  return stack(
    safe,
    lines.map((content, i) => ({
      name: `Innentext ${i + 1}`,
      content,
      share: i === 0 ? 1.6 : 0.7,
      sizeMm: base * (i === 0 ? 0.075 : 0.065),
      font: i === 1 ? look.headlineFont : look.bodyFont,
      bold: i === 1,
      color: i === 1 ? 'palette:accent' : 'palette:ink',
    })),
  )
}

/** A quiet page: the motif small and faint, as on the back or the left inside of a folded card. */
export function quietPage(look: Look, format: Format, position: 'center' | 'bottom'): LayerDraft[] {
  const panel = panelSize(format)
  const size = Math.min(panel.width, panel.height) * 0.2
  const y =
    position === 'center' ? (panel.height - size) / 2 : panel.height - format.safeMarginMm - size * 1.4
  return [
    motif(
      look,
      { x: (panel.width - size) / 2, y, width: size, height: size },
      { opacity: position === 'center' ? 0.35 : 0.8 },
    ),
  ]
}
