'use client'

import { lazyPart } from '@/components/editor/lazy-part'

/** The design tool's "Teilen" tab loads its panel when the tab is reached for, like the other closed tabs (ADR 0036). */
export const LazySharePanel = lazyPart(() => import('./share-panel').then((m) => m.SharePanel))
