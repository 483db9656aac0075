import type { Format } from '../../design-print/design/format'
import { bleedBox, insetBox, panelSize, safeBox, type Box } from '../../design-print/design/geometry'
import { frame, photoSlot, shape, type LayerDraft } from '../../design-print/design/templates'
import type { Background } from '../../design-print/design/page'
import { motif, rule, split, stack, type TextEntry } from './layout-kit'
import type { Look } from './look'
import type { TextPlan } from './slots'

const TURNABLE = new Set([
  'eucalyptus',
  'branch',
  'leaves',
  'pampas',
  'flower',
  'flower-trio',
  'tulip',
  'confetti',
  'dots',
  'stars',
  'geometric',
  'firework',
  'snowflake',
])

/**
 * The front of a card (invitation, thank-you, greeting ...) in the look's layout. Returns the
 * background too, because the 'pattern' layout is a patterned sheet with a plain panel for the text.
 */
export function frontCard(
  look: Look,
  plan: TextPlan,
  format: Format,
  photo: boolean,
): { background: Background; layers: LayerDraft[] } {
  const panel = panelSize(format)
  const safe = safeBox(format)
  const bleed = bleedBox(format)
  const base = Math.min(panel.width, panel.height)
  const paper: Background = { kind: 'color', color: 'palette:paper' }
  const texts = (box: Box): LayerDraft[] => {
    const entries: TextEntry[] = [
      {
        name: 'Überschrift',
        content: plan.headline,
        share: 1.3,
        sizeMm: base * 0.13,
        font: look.headlineFont,
        bold: true,
        color: 'palette:accent',
        // The headline, ornament and frame are what a refinement refines (ADR 0082).
        foil: true,
      },
      ...plan.lines.map((content, i) => ({
        name: `Text ${i + 1}`,
        content,
        share: 0.55,
        sizeMm: base * 0.05,
        font: look.bodyFont,
      })),
    ]
    return stack(box, entries)
  }
  const landscape = panel.width > panel.height * 1.15

  if (photo) {
    const [top, rest] = landscape ? split(bleed, 0.5, 'horizontal') : split(bleed, 0.55, 'vertical')
    const textBox = landscape
      ? {
          x: rest.x + format.safeMarginMm,
          y: safe.y,
          width: safe.x + safe.width - rest.x - format.safeMarginMm,
          height: safe.height,
        }
      : {
          x: safe.x,
          y: rest.y + format.safeMarginMm,
          width: safe.width,
          height: safe.y + safe.height - rest.y - format.safeMarginMm,
        }
    const [motifBox, textArea] = split(textBox, 0.22, 'vertical')
    return {
      background: paper,
      layers: [photoSlot({ ...top, name: 'Foto' }), motif(look, motifBox), ...texts(textArea)],
    }
  }

  switch (look.layout) {
    case 'centered': {
      if (landscape) {
        const [left, right] = split(safe, 0.38, 'horizontal')
        return { background: paper, layers: [motif(look, insetBox(left, 2)), ...texts(insetBox(right, 2))] }
      }
      const [top, rest] = split(safe, 0.38, 'vertical')
      return { background: paper, layers: [motif(look, top), ...texts(rest)] }
    }
    case 'framed': {
      const border = insetBox(safe, -format.safeMarginMm / 2)
      const inner = insetBox(safe, base * 0.06)
      const [top, rest] = split(inner, 0.3, 'vertical')
      return {
        background: paper,
        layers: [
          frame({
            ...border,
            frameId: 'simple',
            color: 'palette:accent',
            strokeMm: 0.6,
            name: 'Rahmen',
            locked: true,
            foil: true,
          }),
          motif(look, top),
          ...texts(rest),
        ],
      }
    }
    case 'band': {
      const bandHeight = panel.height * 0.42
      const band: Box = {
        x: bleed.x,
        y: (panel.height - bandHeight) / 2,
        width: bleed.width,
        height: bandHeight,
      }
      const motifSize = Math.min(band.y - safe.y, base * 0.22)
      const motifBox: Box = {
        x: (panel.width - motifSize) / 2,
        y: safe.y,
        width: motifSize,
        height: motifSize,
      }
      return {
        background: paper,
        layers: [
          shape({ shape: 'rect', ...band, fill: 'palette:soft', name: 'Band', locked: true }),
          motif(look, motifBox),
          ...texts(insetBox({ ...band, x: safe.x, width: safe.width }, 2)),
        ],
      }
    }
    case 'corners': {
      const size = base * 0.34
      // Sprays and scatters turn into the corners; symbols (a cross, a house) must stay upright.
      const turn = TURNABLE.has(look.motif)
      return {
        background: paper,
        layers: [
          motif(
            look,
            { x: -size * 0.12, y: -size * 0.12, width: size, height: size },
            { rotation: turn ? 135 : 0 },
          ),
          motif(
            look,
            { x: panel.width - size * 0.88, y: panel.height - size * 0.88, width: size, height: size },
            { rotation: turn ? -45 : 0 },
          ),
          ...texts(insetBox(safe, base * 0.12)),
        ],
      }
    }
    case 'pattern': {
      const card = insetBox({ x: 0, y: 0, ...panel }, base * 0.1)
      const inner = insetBox(card, base * 0.05)
      const [top, rest] = split(inner, 0.3, 'vertical')
      return {
        background: { kind: 'pattern', patternId: look.pattern, colors: ['palette:soft', 'palette:accent'] },
        layers: [
          shape({
            shape: 'rect',
            ...card,
            fill: 'palette:paper',
            cornerRadiusMm: 2,
            name: 'Textfeld',
            locked: true,
          }),
          motif(look, top),
          ...texts(rest),
          rule(inner.x + inner.width * 0.35, inner.y + inner.height - 1, inner.width * 0.3),
        ],
      }
    }
  }
}
