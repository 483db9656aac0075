/**
 * The spec's image placeholder (section 9): 10 by 10 pixels, quality 50, blur 3, colour #EFEFEF.
 * It is inlined as a data URL so a teaser box is never empty while its picture loads, without a
 * request of its own. render-teasers.ts renders it from PLACEHOLDER (placeholder.test.ts checks that
 * the constant still decodes to those pixels); the bytes are fixed here so the app needs no sharp.
 */
export const PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3, color: '#EFEFEF' } as const

export const PLACEHOLDER_DATA_URL =
  'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoKAAoAAsBMJaQAA3AA/vXKAAA='
