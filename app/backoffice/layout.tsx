import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { T } from '@/lib/backoffice/texts'
import './backoffice.css'

export const metadata: Metadata = {
  title: { default: T.title, template: `%s · ${T.title}` },
  robots: { index: false, follow: false },
}
export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

/** Its own root layout: the back office is no part of either brand's shop (no header, no tracking). */
export default function BackofficeLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body className="bo">{children}</body>
    </html>
  )
}
