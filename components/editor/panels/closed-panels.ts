'use client'

import { lazyPart } from '../lazy-part'

/**
 * The panels of the tabs that are closed when the tool opens (the edit tab's panel is open and stays
 * a static import), each in its own chunk (ADR 0036). The shell preloads them all at the shopper's
 * first intent and each again when its tab is pointed at or focused, so a tab opens at once.
 */
export const AddPanel = lazyPart(() => import('./add-panel').then((m) => m.AddPanel))
export const UploadPanel = lazyPart(() => import('./upload-panel').then((m) => m.UploadPanel))
export const GuestListPanel = lazyPart(() => import('./guest-list-panel').then((m) => m.GuestListPanel))
export const BackgroundPanel = lazyPart(() => import('./background-panel').then((m) => m.BackgroundPanel))
export const LayersPanel = lazyPart(() => import('./layers-panel').then((m) => m.LayersPanel))
export const PreflightPanel = lazyPart(() => import('./preflight-panel').then((m) => m.PreflightPanel))

export const CLOSED_PANELS = {
  add: AddPanel,
  upload: UploadPanel,
  guests: GuestListPanel,
  background: BackgroundPanel,
  layers: LayersPanel,
  check: PreflightPanel,
} as const
