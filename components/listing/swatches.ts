import type { ColourKey } from '@/lib/model/design-keys'

/**
 * How a colour family looks on screen: the swatch itself and a pale tint for tile backgrounds.
 * Text on tiles is always the dark text colour on the tint, so contrast never depends on the swatch.
 */
export const SWATCHES = {
  white: { swatch: '#ffffff', tint: '#f6f4f1' },
  cream: { swatch: '#f3e7c9', tint: '#faf5e8' },
  beige: { swatch: '#d8c3a5', tint: '#f5eee4' },
  brown: { swatch: '#7b5134', tint: '#f1e8e1' },
  gold: { swatch: '#c9a23f', tint: '#f8f0da' },
  silver: { swatch: '#b7bcc2', tint: '#eff1f3' },
  rose: { swatch: '#e2b4b0', tint: '#fbefee' },
  pink: { swatch: '#e66aa2', tint: '#fcebf3' },
  red: { swatch: '#c6323b', tint: '#fae6e7' },
  orange: { swatch: '#e8833a', tint: '#fcefe4' },
  yellow: { swatch: '#f1cf45', tint: '#fdf7dc' },
  green: { swatch: '#6f9a6b', tint: '#ebf3ea' },
  mint: { swatch: '#9fd8c3', tint: '#ebf8f3' },
  blue: { swatch: '#4c83c4', tint: '#e8f0fa' },
  navy: { swatch: '#1f3a60', tint: '#e4e9f1' },
  purple: { swatch: '#8a5bb0', tint: '#f2ebf8' },
  grey: { swatch: '#8d9096', tint: '#eff0f1' },
  black: { swatch: '#1d1d1f', tint: '#e9e9ea' },
  multicolour: {
    swatch: 'conic-gradient(#c6323b, #f1cf45, #6f9a6b, #4c83c4, #8a5bb0, #c6323b)',
    tint: '#f4f1f7',
  },
} as const satisfies Record<ColourKey, { swatch: string; tint: string }>
