'use client'

import { createContext, useContext, useTransition } from 'react'
import { useRouter } from 'next/navigation'
import styles from './listing.module.css'

interface ListingNavigation {
  navigate: (href: string) => void
  pending: boolean
}

const Context = createContext<ListingNavigation | null>(null)

export function useListingNavigation(): ListingNavigation | null {
  return useContext(Context)
}

/**
 * Client navigation for a listing: filter, sort and "show more" change the URL (so it can be shared
 * and the back button works) without a full page load, and the results say they are busy meanwhile.
 * Everything inside is server-rendered; without JavaScript the same links and GET forms load pages.
 */
export function ListingShell({ children, busyLabel }: { children: React.ReactNode; busyLabel: string }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const navigate = (href: string) => startTransition(() => router.push(href, { scroll: false }))
  return (
    <Context value={{ navigate, pending }}>
      <div className={styles.shell} aria-busy={pending} data-pending={pending || undefined}>
        {children}
        <p role="status" className="visually-hidden">
          {pending ? busyLabel : ''}
        </p>
      </div>
    </Context>
  )
}
