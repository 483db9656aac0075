/**
 * Caching of the generated teaser renditions (public/generated, written by scripts/generate-images.ts).
 * Next serves public/ with `max-age=0`, so a returning visitor's browser asked again for every teaser
 * picture on every page view. Their names carry no content hash, and they change only with a
 * deployment that redraws them: an hour fresh, then a day in which the browser shows its copy and
 * checks it behind the page (the ETag answers that check with a 304).
 */
export const GENERATED_ASSET_PATH = '/generated/:path*'
export const GENERATED_ASSET_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400'
