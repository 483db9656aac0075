'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { GuestListRows, GuestListSummary } from '@/lib/shop/design-print/guest-list/schema'

const PAGE = 50

export interface GuestListInfo {
  id: string
  columns: string[]
  rowCount: number
  /** Reasons per spreadsheet row (the first 200), with the row's index to preview it. */
  problems: GuestListRows['problems']
  problemCount: number
  longestIndex: number | null
  problemIndexes: number[]
}

type RowsPage = GuestListRows

export interface GuestPreview {
  info: GuestListInfo | null
  /** Row shown on the canvas (0-based), or null to show the design with its {{fields}}. */
  index: number | null
  cells: string[] | null
  /** Spreadsheet row number of the shown row. */
  rowNumber: number | null
  error: string | null
  show: (index: number | null) => void
  load: (summary: GuestListSummary | null) => void
}

async function fetchRows(id: string, offset: number): Promise<RowsPage> {
  const response = await fetch(`/web-api/guest-lists/${id}/rows?offset=${offset}&limit=${PAGE}`)
  const body = (await response.json().catch(() => ({}))) as RowsPage & { error?: { message?: string } }
  if (!response.ok) throw new Error(body.error?.message ?? response.statusText)
  return body
}

/**
 * The guest list behind the preview: its columns and counts, and the row the canvas shows. Rows are
 * fetched in pages of 50 as the customer pages through them, so a 5000-row list never travels whole.
 */
export function useGuestPreview(guestListId: string | undefined): GuestPreview {
  const [info, setInfo] = useState<GuestListInfo | null>(null)
  const [index, setIndex] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [rows, setRows] = useState<Map<number, { row: number; cells: string[] }>>(new Map())
  const pending = useRef(new Set<string>())

  const apply = useCallback((id: string, page: RowsPage) => {
    setRows((previous) => {
      const next = new Map(previous)
      for (const r of page.rows) next.set(r.index, { row: r.row, cells: r.cells })
      return next
    })
    setInfo({
      id,
      columns: page.columns,
      rowCount: page.total,
      problems: page.problems,
      problemCount: page.problemCount,
      longestIndex: page.longestIndex,
      problemIndexes: page.problemIndexes,
    })
    setError(null)
  }, [])

  /** Fetches one page of rows once at a time; results arrive in callbacks, never during render. */
  const fetchPage = useCallback(
    (id: string, offset: number) => {
      const key = `${id}:${offset}`
      if (pending.current.has(key)) return
      pending.current.add(key)
      fetchRows(id, offset)
        .then((page) => apply(id, page))
        .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
        .finally(() => pending.current.delete(key))
    },
    [apply],
  )

  // The facts of the document's list; a design that dropped its list shows none (derived, not reset).
  const active = info && info.id === guestListId ? info : null

  // A design reopened with a list: load its first page (and the list's facts) once.
  useEffect(() => {
    if (guestListId && info?.id !== guestListId) fetchPage(guestListId, 0)
  }, [guestListId, info, fetchPage])

  useEffect(() => {
    if (active && index !== null && !rows.has(index)) fetchPage(active.id, Math.floor(index / PAGE) * PAGE)
  }, [active, index, rows, fetchPage])

  const load = useCallback(
    (summary: GuestListSummary | null) => {
      setRows(new Map())
      setIndex(summary && summary.rowCount > 0 ? 0 : null)
      if (summary) fetchPage(summary.id, 0)
    },
    [fetchPage],
  )

  const show = useCallback(
    (next: number | null) => {
      if (next === null || !active) return setIndex(null)
      setIndex(Math.max(0, Math.min(active.rowCount - 1, next)))
    },
    [active],
  )

  const current = index === null || !active ? undefined : rows.get(index)
  return {
    info: active,
    index: active ? index : null,
    cells: current?.cells ?? null,
    rowNumber: current?.row ?? null,
    error,
    show,
    load,
  }
}
