'use client'

import dynamic from 'next/dynamic'

/** Loaded only by pages that show selling points, not by every CMS page (see wishlist-grid-lazy.tsx). */
export const InfoDialog = dynamic(() => import('./info-dialog').then((m) => m.InfoDialog))
