import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { addCompileHints } from './lib/build/compile-hints'
import { precompressStatic } from './lib/build/precompress'
import { GENERATED_ASSET_CACHE_CONTROL, GENERATED_ASSET_PATH } from './lib/http/asset-cache'
import { API_CSP } from './lib/security/csp'
import { baseSecurityHeaders } from './lib/security/headers'
import { UPLOAD_FORM_OVERHEAD_BYTES, UPLOAD_LIMITS } from './lib/shop/design-print/uploads/limits'

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts')

const nextConfig: NextConfig = {
  // Card URLs end with "/" and poster URLs do not: proxy.ts applies the rule per brand.
  skipTrailingSlashRedirect: true,
  // A second build folder lets a benchmark or a parallel check build without touching .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Metadata is cheap here, so every client gets <title> and robots in the first bytes of the HTML
  // instead of streamed later (the 404 title and noindex must be there for any crawler).
  // htmlLimitedBots: /.*/,
  reactStrictMode: true,
  // PGlite ships WASM and data files that must be loaded from node_modules at run time; the flag SDK
  // reads its localhost YAML with fs and keeps timers, which belong in plain Node. The face detector
  // loads its model and TensorFlow's WASM from node_modules at run time (ADR 0024).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pino',
    'pg',
    '@splitsoftware/splitio',
    '@vladmandic/face-api',
    '@tensorflow/tfjs',
    '@tensorflow/tfjs-backend-wasm',
  ],
  // `npm test` runs tsc over the whole project (tests included) once; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // React DOM and Next's runtime compile off the main thread while they download (ADR 0037); then
  // scripts and styles are compressed once for the production server (ADR 0041).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints({ distDir })
      await precompressStatic({ distDir })
    },
  },
  // server/compression.mjs compresses instead, after server/after-paint.mjs rewrote a page (ADR 0044).
  // With RESPONSE_CACHE=off the server is plain Next, which compresses itself (ADR 0054); Next reads
  // this when the server starts, not at build time.
  compress: process.env.RESPONSE_CACHE === 'off',
  images: { formats: ['image/avif', 'image/webp'], remotePatterns: [] },
  experimental: {
    // forbidden(): a staff member whose role may not do something gets a 403 page (ADR 0086).
    authInterrupts: true,
    // With proxy.ts in front, Next hands a route only the first 10 MB of a body unless told more: an
    // upload may be 100 MB plus its multipart framing (the routes count the bytes themselves, ADR 0059).
    proxyClientMaxBodySize: UPLOAD_LIMITS.maxFileBytes + UPLOAD_FORM_OVERHEAD_BYTES,
  },
  // Headers of every response; pages get their CSP from proxy.ts, everything else the API policy.
  async headers() {
    const production = process.env.NODE_ENV === 'production'
    return [
      { source: '/:path*', headers: baseSecurityHeaders(production) },
      {
        source:
          '/:prefix(web-api|price-api|whitelabel|customer-picture|cms-local|design-previews|generated|img)/:path*',
        headers: [{ key: 'Content-Security-Policy', value: API_CSP }],
      },
      {
        source: GENERATED_ASSET_PATH,
        headers: [{ key: 'Cache-Control', value: GENERATED_ASSET_CACHE_CONTROL }],
      },
    ]
  },
}

export default withNextIntl(nextConfig)
