import type { BrandKey } from './brands'

/**
 * The feature flags and A/B tests the code knows (spec 3: "named with ticket ids"; prefix kls for the
 * card channel, voll for the poster channel). Their localhost treatments live in config/flags.yaml; with
 * SPLIT_SDK_KEY the provider decides. Every flag's default experience is what `off` and `control` show.
 * What each flag changes is a comment, not a field: the browser's flag code carries this object (ADR 0027).
 */
export const FLAG_PREFIX = { card: 'kls', poster: 'voll' } as const satisfies Record<BrandKey, string>

export const FLAGS = {
  // Product page: the add-to-cart bar stays visible at the bottom while scrolling
  kls_sticky_add_to_cart_KS142: { brand: 'card' },
  // A/B test wrapper on the home page: alternative hero copy
  kls_home_teaser_test_KS187: { brand: 'card', content: true },
  // Calendar overview as a grid instead of a list
  voll_grid_overview_calendar_VP311: { brand: 'poster' },
  // Photo book overview as a grid instead of a list
  voll_grid_overview_photobook_VP312: { brand: 'poster' },
  // Collage overview (CMS container on /fotocollagen) as a grid instead of a list
  voll_grid_overview_collage_VP313: { brand: 'poster', content: true },
  // Collage builder: a short preset chooser (a few designs, the material) in front of the builder
  // (spec 3: "preconfigurator collage"); the card channel always opens the builder directly
  voll_preconfigurator_collage_VP314: { brand: 'poster' },
  // Star rating on calendar tiles (the calendar list, and the calendar containers on story pages)
  voll_star_rating_calendar_VP320: { brand: 'poster', content: true },
  // Wall-art configurator: a "3D view" beside the room view, the piece in perspective with its edge
  // and depth, one flag per material (spec 4: "3D canvas/poster/acrylic/aludibond views")
  voll_3d_view_canvas_VP330: { brand: 'poster' },
  voll_3d_view_poster_VP331: { brand: 'poster' },
  voll_3d_view_acrylic_VP332: { brand: 'poster' },
  voll_3d_view_aludibond_VP333: { brand: 'poster' },
  // Wall-art configurator: the redesigned calculator (spec 3: "calculator redesign"), the chosen size
  // worked out beside the price: visible and printed area and the pixels a photo needs for it
  voll_calculator_redesign_VP334: { brand: 'poster' },
} as const satisfies Record<string, { brand: BrandKey; content?: true }>

export type FlagName = keyof typeof FLAGS

// Marked pure: a bare module-level call would keep the whole table in every page's JavaScript, although
// the browser only needs the cookie name and the treatments from this file.
export const FLAG_NAMES = /* @__PURE__ */ Object.keys(FLAGS) as FlagName[]

export const TREATMENTS = ['on', 'off', 'control'] as const
export type Treatment = (typeof TREATMENTS)[number]

/**
 * Where a page's treatment came from, for the QA panel (spec 2): the provider (SDK, or its localhost
 * mode), a QA/marketing override, or the default experience (evaluation off, crawler, no traffic key yet,
 * provider not ready in time).
 */
export const FLAG_ORIGINS = ['sdk', 'override', 'default'] as const
export type FlagOrigin = (typeof FLAG_ORIGINS)[number]

export function flagsOfBrand(brand: BrandKey): FlagName[] {
  return FLAG_NAMES.filter((name) => FLAGS[name].brand === brand)
}

/**
 * Flags that pick a variant of CMS content (the A/B test wrapper's `flagName`). Content pages are
 * cached, so the proxy evaluates these per request and routes the visitor to the cached rendering of
 * their assignment (lib/flags/content-assignment.ts) instead of rendering the page per visitor.
 */
export function contentFlagsOfBrand(brand: BrandKey): FlagName[] {
  return flagsOfBrand(brand).filter((name) => 'content' in FLAGS[name])
}

export function isFlagName(value: string): value is FlagName {
  return Object.hasOwn(FLAGS, value)
}

/**
 * Query parameters for marketing and QA (spec 2): force one feature's treatment, switch evaluation off,
 * show the debug panel. The proxy moves them into a session cookie and redirects to the clean URL.
 */
export const FLAG_QUERY = {
  feature: 'flag',
  treatment: 'flagTreatment',
  disable: 'flagsOff',
  debug: 'flagsDebug',
} as const

export const FLAG_OVERRIDE_COOKIE = 'flag_overrides'

/** Readiness budget of server rendering: a page never waits longer for the flag provider. */
export const FLAG_READY_BUDGET_MS = 150

/** SDK timings from the spec (section 9): ready timeout 10 s, request timeout 5 s, one retry. */
export const FLAG_SDK_STARTUP = {
  readyTimeout: 10,
  requestTimeoutBeforeReady: 5,
  retriesOnFailureBeforeReady: 1,
}
