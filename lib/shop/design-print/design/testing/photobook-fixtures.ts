import type { PhotobookTemplate } from '../photobook'
import type { PhotobookSpec } from '../photobook-spec'

/** A 24-page digital hard-cover A4 landscape book; tests patch the fields they are about. */
export const digitalBook = (patch: Partial<PhotobookSpec> = {}): PhotobookSpec => ({
  designGroupSetId: 401,
  type: 'digitalfotobuch',
  format: 'din-landscape',
  cover: 'hard',
  binding: 'pur',
  paper: 'standard',
  coverLamination: 'glossy',
  pageCount: 24,
  ...patch,
})

export const bookTemplate: PhotobookTemplate = {
  palette: { paper: '#fdfbf7', ink: '#3f3f46', accent: '#b08d57' },
  fontFamily: 'Lora',
  title: 'Unser Hochzeitstag',
  pageLayouts: ['p1-full', 'p2-columns', 'p3-hero-left', 'p1-text'],
}
