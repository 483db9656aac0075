'use client'

import { useEffect, useState } from 'react'

/** GET /web-api/designs/{id}/proof (ADR 0084): one guest's print file, page by page. */
export type ProofManifest = {
  savedId: string
  revision: number
  guest: { number: number; count: number; label: string } | null
  pages: { number: number; widthMm: number; heightMm: number }[]
}

/** Why the proof cannot be shown: each has its own words in the dialog. */
export type ProofProblem = 'unsaved' | 'busy' | 'too-large' | 'failed'

export type ProofState =
  /** `previous`: the pages shown before (another guest's), so the guest switcher stays in place. */
  | { status: 'loading'; previous?: ProofManifest }
  | { status: 'ready'; manifest: ProofManifest }
  | { status: 'error'; problem: ProofProblem }

/** The server's answer in the words the dialog has for it: 429/503 wait, 422 too big, else failed. */
function problemOf(status: number, key: string | undefined): ProofProblem {
  if (status === 404) return 'unsaved'
  if (status === 429 || status === 503) return 'busy'
  if (key === 'render.timeout' || key === 'render.memory') return 'too-large'
  return 'failed'
}

/**
 * The proof's pages for `guest` of the saved design, asked for again at every opening (`opening`)
 * and retry: a save since the last opening is a new revision with new pictures.
 */
export function useProof(savedId: string | null, guest: number | null, opening: number): ProofState {
  const key = `${savedId}|${guest}|${opening}`
  // The answer to the last request, and the last pages shown (for the switcher while loading).
  const [answer, setAnswer] = useState<{ key: string; state: ProofState; last?: ProofManifest }>()
  useEffect(() => {
    if (opening === 0 || !savedId) return
    const controller = new AbortController()
    const settle = (state: ProofState) =>
      setAnswer((before) => ({
        key,
        state,
        last: state.status === 'ready' ? state.manifest : before?.last,
      }))
    const query = guest === null ? '' : `?guest=${guest}`
    fetch(`/web-api/designs/${encodeURIComponent(savedId)}/proof${query}`, { signal: controller.signal })
      .then(async (response) => {
        if (response.ok)
          return settle({ status: 'ready', manifest: (await response.json()) as ProofManifest })
        const body = (await response.json().catch(() => ({}))) as { error?: { key?: string } }
        settle({ status: 'error', problem: problemOf(response.status, body.error?.key) })
      })
      .catch(() => {
        if (!controller.signal.aborted) settle({ status: 'error', problem: 'failed' })
      })
    return () => controller.abort()
  }, [key, savedId, guest, opening])
  if (!savedId) return { status: 'error', problem: 'unsaved' }
  if (answer?.key === key) return answer.state
  return { status: 'loading', previous: answer?.last }
}

/** Where page `page` of the manifest's guest is drawn (the URL names the revision, so it may be kept). */
export function proofPageUrl(manifest: ProofManifest, page: number): string {
  const guest = manifest.guest ? `&guest=${manifest.guest.number}` : ''
  return `/web-api/designs/${encodeURIComponent(manifest.savedId)}/proof/pages/${page}?revision=${manifest.revision}${guest}`
}
