import fc from 'fast-check'
import type { DesignDocumentInput, LayerInput, PageInput, PageRole } from './document'
import { standardFormat, STANDARD_FORMAT_KEYS, STANDARD_FORMATS } from './formats'
import { panelSize } from './geometry'
import { collectFonts } from './templates'

/**
 * fast-check generators for valid design documents. They build valid data directly (rather than
 * filtering random JSON) so every run exercises the schema on documents it must accept; a
 * generator/schema disagreement fails the property instead of being silently filtered away.
 */

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g
const text = (maxLength: number) =>
  fc.string({ unit: 'binary', maxLength }).map((s) => s.replace(CONTROL, ''))
const tenths = (min: number, max: number) =>
  fc.integer({ min: Math.ceil(min * 10), max: Math.floor(max * 10) }).map((n) => n / 10)
const unit = fc.integer({ min: 0, max: 100 }).map((n) => n / 100)
const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`)
const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/)
const FONTS = ['Inter', 'Montserrat', 'Playfair Display'] as const

const crop = fc.tuple(unit, unit, unit, unit).map(([a, b, c, d]) => ({
  x: a / 2,
  y: b / 2,
  width: Math.max(0.01, c / 2),
  height: Math.max(0.01, d / 2),
}))

/** Strips undefined members, as JSON would, so generated input equals its own round trip. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

function layerArbitrary(
  size: { width: number; height: number },
  color: fc.Arbitrary<string>,
): fc.Arbitrary<LayerInput> {
  // Centre inside the trim and sides of at most 60 mm keep even a rotated box within reach of the page.
  const base = fc
    .record({
      name: text(20),
      cx: tenths(0, size.width),
      cy: tenths(0, size.height),
      width: tenths(0.1, Math.min(60, size.width)),
      height: tenths(0.1, Math.min(60, size.height)),
      rotation: fc.integer({ min: -360, max: 360 }),
      opacity: unit,
      locked: fc.boolean(),
      hidden: fc.boolean(),
    })
    .map(({ cx, cy, ...b }) => ({ ...b, id: 'tmp', x: cx - b.width / 2, y: cy - b.height / 2 }))
  const kinds: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.record({
      type: fc.constant('text'),
      content: text(120),
      fontFamily: fc.constantFrom(...FONTS),
      fontSizePt: tenths(4, 200),
      fontWeight: fc.integer({ min: 1, max: 9 }).map((n) => n * 100),
      italic: fc.boolean(),
      color,
      align: fc.constantFrom('left', 'center', 'right', 'justify'),
      verticalAlign: fc.constantFrom('top', 'middle', 'bottom'),
      lineHeight: tenths(0.5, 3),
      letterSpacingEm: fc.integer({ min: -20, max: 100 }).map((n) => n / 100),
      maxLines: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
      autoShrink: fc.option(fc.boolean(), { nil: undefined }),
    }),
    fc.record({
      type: fc.constant('photo'),
      assetId: fc.option(slug, { nil: undefined }),
      crop,
      placeholderLabel: text(30),
      shape: fc.constantFrom('rect', 'ellipse', 'rounded'),
      cornerRadiusMm: fc.option(tenths(0, 20), { nil: undefined }),
    }),
    fc.record({ type: fc.constant('clipart'), motifId: slug, colors: fc.array(color, { maxLength: 4 }) }),
    fc.record({
      type: fc.constant('artwork'),
      source: fc.oneof(
        slug.map((assetId) => ({ kind: 'asset', assetId })),
        slug.map((vectorId) => ({ kind: 'builtin', vectorId })),
      ),
    }),
    fc.record({ type: fc.constant('frame'), frameId: slug, color, strokeMm: tenths(0.1, 20) }),
    fc.record({ type: fc.constant('qr'), data: text(80).map((s) => `q${s}`), color }),
    fc.record({
      type: fc.constant('shape'),
      shape: fc.constantFrom('rect', 'ellipse', 'line'),
      fill: fc.option(color, { nil: undefined }),
      stroke: fc.option(fc.record({ color, widthMm: tenths(0.1, 5) }), { nil: undefined }),
    }),
  ]
  return fc.tuple(base, fc.oneof(...kinds)).map(([b, kind]) => compact({ ...b, ...kind }) as LayerInput)
}

export const designDocumentArbitrary: fc.Arbitrary<DesignDocumentInput> = fc
  .record({
    key: fc.constantFrom(...STANDARD_FORMAT_KEYS),
    bleedMm: fc.integer({ min: 0, max: 10 }),
    palette: fc.dictionary(slug, hex, { maxKeys: 5 }),
  })
  .chain(({ key, bleedMm, palette }) => {
    const format = { ...standardFormat(key), bleedMm }
    const names = Object.keys(palette)
    const color = names.length ? fc.oneof(hex, fc.constantFrom(...names.map((n) => `palette:${n}`))) : hex
    const roles: PageRole[] = [...STANDARD_FORMATS[key].roles.filter((r) => r !== 'front'), 'envelope']
    const pageArb = (role: PageRole) => {
      const sizeMm = role === 'envelope' ? { width: 162, height: 114 } : undefined
      return fc
        .record({
          background: fc.oneof(
            color.map((c) => ({ kind: 'color' as const, color: c })),
            fc.record({
              kind: fc.constant('pattern' as const),
              patternId: slug,
              colors: fc.array(color, { minLength: 1, maxLength: 4 }),
            }),
            fc.record({ kind: fc.constant('image' as const), assetId: slug, crop }),
          ),
          layers: fc.array(layerArbitrary(sizeMm ?? panelSize(format), color), { maxLength: 5 }),
        })
        .map((p): PageInput => compact({ ...p, id: role, role, sizeMm }))
    }
    return fc
      .subarray(roles)
      .chain((extra) => fc.tuple(...(['front', ...extra] as PageRole[]).map(pageArb)))
      .map((pages): DesignDocumentInput => {
        const numbered = pages.map((p, i) => ({
          ...p,
          layers: p.layers.map((l, j) => ({ ...l, id: `l${i}-${j}` })),
        }))
        return {
          schemaVersion: 2,
          id: 'prop',
          format,
          palette,
          fonts: collectFonts(numbered, []),
          pages: numbered,
        }
      })
  })
