'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * The page renderer only accepts data: images (it must never fetch), so the proof turns the upload
 * previews it needs into data URLs first.
 */
export function useDataUrls(urls: Readonly<Record<string, string>>, active: boolean): Record<string, string> {
  const [data, setData] = useState<Record<string, string>>({})
  // Each URL is tried once: a failed fetch leaves a stand-in instead of retrying in a loop.
  const tried = useRef(new Set<string>())
  useEffect(() => {
    if (!active) return
    const missing = Object.entries(urls).filter(([id]) => !tried.current.has(id))
    if (missing.length === 0) return
    missing.forEach(([id]) => tried.current.add(id))
    void Promise.all(
      missing.map(async ([id, url]) => {
        const blob = await fetch(url).then((r) => (r.ok ? r.blob() : null))
        if (!blob) return null
        const dataUrl = await new Promise<string>((resolve, reject) => {
          const reader = new FileReader()
          reader.onload = () => resolve(String(reader.result))
          reader.onerror = () => reject(reader.error ?? new Error('read failed'))
          reader.readAsDataURL(blob)
        })
        return [id, dataUrl] as const
      }),
    )
      .then((pairs) => {
        setData((d) => ({ ...d, ...Object.fromEntries(pairs.filter((p) => p !== null)) }))
      })
      .catch(() => undefined)
  }, [urls, active])
  return data
}
