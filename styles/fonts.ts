import localFont from 'next/font/local'

/**
 * Fonts come from @fontsource packages in node_modules (never fetched at run time). Only the weights
 * the theme uses are bundled; heading fonts are not preloaded because each brand needs only one.
 */
export const sans = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600' },
  ],
  variable: '--font-sans',
  display: 'swap',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})

export const serif = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
      weight: '600',
    },
  ],
  variable: '--font-serif',
  display: 'swap',
  preload: false,
  // A serif headline waits in a serif stand-in sized like it (the default measures against Arial).
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'serif'],
})

export const display = localFont({
  src: [
    { path: '../node_modules/@fontsource/montserrat/files/montserrat-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-display',
  display: 'swap',
  preload: false,
  fallback: ['Arial', 'sans-serif'],
})
