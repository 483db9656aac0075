'use client'

import { lazyPart } from '../lazy-part'

/**
 * The proof, in its own chunk: mounted when first opened, preloaded at the first intent (ADR 0036).
 * One dialog for every profile: the card's cart step and the calendar's and photo book's page view.
 */
export const PROOF_DIALOG = lazyPart(() => import('./proof-dialog').then((m) => m.ProofDialog))
