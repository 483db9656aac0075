import type { DesignDocument } from '../document'
import { el } from '../svg-xml'

/**
 * What an empty photo slot shows in a catalogue preview: a soft landscape drawn in code (no stock
 * photo), so listings show a card as it will look with a picture rather than a grey hatch. Only the
 * preview copy of a document gets it; stored templates keep their slots empty.
 */
export const SAMPLE_PHOTO_ID = 'catalogue-sample-photo'

const SAMPLE_SVG = el(
  'svg',
  { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 300 200', width: 300, height: 200 },
  el(
    'defs',
    {},
    el(
      'linearGradient',
      { id: 'sky', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#f3c9a8' }) + el('stop', { offset: 1, 'stop-color': '#fbe9d7' }),
    ),
  ) +
    el('rect', { width: 300, height: 200, fill: 'url(#sky)' }) +
    el('circle', { cx: 205, cy: 78, r: 26, fill: '#fff4e0' }) +
    el('path', { d: 'M0 130Q70 95 140 125T300 115V200H0Z', fill: '#b9c7a5' }) +
    el('path', { d: 'M0 160Q90 125 180 155T300 150V200H0Z', fill: '#8fa585' }) +
    el('path', { d: 'M0 185Q110 165 220 182T300 180V200H0Z', fill: '#6f8a6b' }),
)
const SAMPLE_URL = `data:image/svg+xml;base64,${Buffer.from(SAMPLE_SVG).toString('base64')}`

/** The centred part of the 3 : 2 sample with the slot's aspect, so the sun stays round. */
function centreCrop(aspect: number) {
  const sample = 3 / 2
  if (aspect < sample) {
    const width = aspect / sample
    return { x: (1 - width) / 2, y: 0, width, height: 1 }
  }
  const height = sample / aspect
  return { x: 0, y: (1 - height) / 2, width: 1, height }
}

/** A copy of `doc` whose empty photo slots show the sample, and the asset map to render it with. */
export function withSamplePhotos(doc: DesignDocument): {
  doc: DesignDocument
  assets: Record<string, string>
} {
  const pages = doc.pages.map((page) => ({
    ...page,
    layers: page.layers.map((layer) =>
      layer.type === 'photo' && layer.assetId === undefined
        ? { ...layer, assetId: SAMPLE_PHOTO_ID, crop: centreCrop(layer.width / layer.height) }
        : layer,
    ),
  }))
  return { doc: { ...doc, pages }, assets: { [SAMPLE_PHOTO_ID]: SAMPLE_URL } }
}
