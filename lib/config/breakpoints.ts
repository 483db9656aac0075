/** Spec section 9. Stylesheets use only these widths in media queries (breakpoints.test.ts checks). */
export const BREAKPOINTS = [480, 576, 768, 900, 1024, 1300] as const

export const SCREEN_SCALE = {
  xxs: 319,
  xs: 479,
  sm: 575,
  md: 767,
  lg: 899,
  xl: 1023,
  xxl: 1299,
  '2xl': 1536,
  xxxl: 1900,
} as const
export type ScreenName = keyof typeof SCREEN_SCALE
