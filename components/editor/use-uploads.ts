'use client'

import { useCallback, useEffect, useMemo, useState } from 'react'
import type { AssetPixels } from '@/lib/shop/design-print/design/preflight-photos'
import type { UploadSummary } from '@/lib/shop/design-print/uploads/schema'

export type Assets = Record<string, AssetPixels & { url: string }>

/**
 * The visitor's uploads: listed once when the editor opens (a reopened design shows its photos) and
 * extended by each new upload. They become the asset map the canvas draws from and the preflight
 * judges resolution and faces with (PDF layouts have no pixel size and are not judged).
 */
export function useUploads() {
  const [uploads, setUploads] = useState<UploadSummary[]>([])

  useEffect(() => {
    let live = true
    void fetch('/web-api/uploads')
      .then((r) => (r.ok ? (r.json() as Promise<{ uploads: UploadSummary[] }>) : { uploads: [] }))
      .then((body) => {
        if (live)
          setUploads((mine) => [...mine, ...body.uploads.filter((u) => !mine.some((m) => m.id === u.id))])
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])

  const add = useCallback((upload: UploadSummary) => {
    setUploads((mine) => [upload, ...mine.filter((m) => m.id !== upload.id)])
  }, [])

  const urls = useMemo(() => Object.fromEntries(uploads.map((u) => [u.id, u.previewUrl])), [uploads])
  const pixels: Assets = useMemo(
    () =>
      Object.fromEntries(
        uploads.flatMap((u) =>
          u.widthPx && u.heightPx
            ? [
                [
                  u.id,
                  {
                    url: u.previewUrl,
                    widthPx: u.widthPx,
                    heightPx: u.heightPx,
                    faces: u.faces ?? undefined,
                  },
                ],
              ]
            : [],
        ),
      ),
    [uploads],
  )
  return { uploads, add, urls, pixels }
}
