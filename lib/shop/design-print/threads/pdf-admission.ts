import { refusals } from '@/lib/render/errors'

/**
 * How many print files visitors may have drawn at once (issue 24: a global and a per-visitor cap on
 * renders). The PDF thread draws one document at a time, each bounded by its time limit and heap
 * (pdf-pool.ts); without a cap one visitor reloading a proof of a 500-guest list could queue minutes
 * of work in front of everybody's previews. Print files of orders and invoices are the shop's own
 * jobs and are not counted here: they run in the background and are retried.
 */
export const PDF_ADMISSION = {
  /** One visitor's print previews and proofs drawn or waiting at once; past it: 429. */
  perClient: 2,
  /** Everybody's; past it: 503. */
  total: 6,
  retryAfterSeconds: { busy: 5, tooMany: 2 },
} as const

export type PdfAdmissionLimits = {
  perClient: number
  total: number
  retryAfterSeconds: { busy: number; tooMany: number }
}

export type PdfAdmission = <T>(client: string, draw: () => Promise<T>) => Promise<T>

export function createPdfAdmission(limits: PdfAdmissionLimits = PDF_ADMISSION): PdfAdmission {
  const perClient = new Map<string, number>()
  let total = 0
  return async (client, draw) => {
    const mine = perClient.get(client) ?? 0
    if (mine >= limits.perClient) throw refusals.tooMany(limits.retryAfterSeconds.tooMany)
    if (total >= limits.total) throw refusals.busy(limits.retryAfterSeconds.busy)
    perClient.set(client, mine + 1)
    total += 1
    try {
      return await draw()
    } finally {
      total -= 1
      const left = (perClient.get(client) ?? 1) - 1
      if (left > 0) perClient.set(client, left)
      else perClient.delete(client)
    }
  }
}

/** The process's admission for visitors' print files. */
export const admitVisitorPdf: PdfAdmission = createPdfAdmission()
