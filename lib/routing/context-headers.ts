/** Request headers the proxy adds for route code that cannot see the rewritten path's params. */
export const CONTEXT_HEADERS = {
  brand: 'x-shop-channel',
  locale: 'x-shop-locale',
  variant: 'x-shop-variant',
} as const
