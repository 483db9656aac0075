'use client'

import { useRef } from 'react'
import { useListingNavigation } from './listing-shell'
import { useHydrated } from '@/components/ui/use-hydrated'
import styles from './listing.module.css'

export interface FilterSelect {
  name: string
  label: string
  value: string
  /** First option is "all" with an empty value, unless `required`. */
  options: { value: string; label: string }[]
  required?: boolean
}

/**
 * Filters, sort and page size as one GET form: without JavaScript "apply" loads the filtered URL
 * (the page redirects it to its clean form); with JavaScript every change navigates at once.
 * Empty values are left out of the URL.
 */
export function FilterForm({
  action,
  selects,
  heading,
  applyLabel,
  allLabel,
  defaults = {},
}: {
  action: string
  selects: FilterSelect[]
  heading: string
  applyLabel: string
  allLabel: string
  /** Values that are the listing's defaults; like empty ones they stay out of the URL. */
  defaults?: Record<string, string>
}) {
  const form = useRef<HTMLFormElement>(null)
  const listing = useListingNavigation()
  const enhanced = useHydrated()
  const go = () => {
    if (!form.current || !listing) return false
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(form.current)) {
      if (typeof value === 'string' && value !== '' && defaults[key] !== value) params.set(key, value)
    }
    const query = params.toString()
    listing.navigate(query ? `${action}?${query}` : action)
    return true
  }
  return (
    <form
      ref={form}
      className={styles.filters}
      method="get"
      action={action}
      aria-labelledby="listing-filters"
      onChange={() => go()}
      onSubmit={(event) => {
        if (go()) event.preventDefault()
      }}
    >
      <h2 id="listing-filters" className="visually-hidden">
        {heading}
      </h2>
      {selects.map((select) => (
        <label key={select.name} className={styles.field}>
          <span>{select.label}</span>
          <select name={select.name} defaultValue={select.value} key={select.value}>
            {!select.required && <option value="">{allLabel}</option>}
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" className={enhanced ? 'visually-hidden' : styles.apply}>
        {applyLabel}
      </button>
    </form>
  )
}
