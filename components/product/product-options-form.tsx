'use client'

import { useRef, useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { useHydrated } from '@/components/ui/use-hydrated'
import { optionPairs, serverOptionPairs, type OptionList } from './option-list'
import styles from './product-detail.module.css'

export interface OptionField {
  name: string
  label: string
  value: string
  /**
   * [value, label] pairs, or a numbered list (option-list.ts): the page's payload carries every
   * option of every select, and the quantity select alone has 154.
   */
  options: OptionList
  note?: string
}

/**
 * The product options as a GET form on the product page's own URL: the server reads them, prices
 * the line with the pricing engine and renders the price (the client never computes one). Without
 * JavaScript "update price" submits; with it every change replaces the URL in place and the price
 * box (children) says it is updating until the new one arrives.
 */
export function ProductOptionsForm({
  action,
  fields,
  heading,
  submitLabel,
  updatingLabel,
  children,
}: {
  action: string
  fields: OptionField[]
  heading: string
  submitLabel: string
  updatingLabel: string
  children: React.ReactNode
}) {
  const router = useRouter()
  const form = useRef<HTMLFormElement>(null)
  const [pending, startTransition] = useTransition()
  // With JavaScript every change updates the price, so the submit button is only for screen readers.
  const enhanced = useHydrated()
  const update = () => {
    if (!form.current) return
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(form.current))
      if (typeof value === 'string') params.set(key, value)
    startTransition(() => router.replace(`${action}?${params}`, { scroll: false }))
  }
  return (
    <form
      ref={form}
      className={styles.options}
      method="get"
      action={action}
      aria-labelledby="product-options"
      onChange={update}
      onSubmit={(event) => {
        event.preventDefault()
        update()
      }}
    >
      <h2 id="product-options">{heading}</h2>
      {fields.map((field) => (
        <label key={field.name} className={styles.field}>
          <span>{field.label}</span>
          <select
            name={field.name}
            defaultValue={field.value}
            key={field.value}
            data-testid={`option-${field.name}`}
          >
            {(enhanced ? optionPairs(field.options) : serverOptionPairs(field.options, field.value)).map(
              ([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ),
            )}
          </select>
          {field.note && <small>{field.note}</small>}
        </label>
      ))}
      <button type="submit" className={enhanced ? 'visually-hidden' : styles.update}>
        {submitLabel}
      </button>
      <div className={styles.price} aria-busy={pending} data-pending={pending || undefined}>
        {children}
        <p role="status" className={pending ? styles.updating : 'visually-hidden'}>
          {pending ? updatingLabel : ''}
        </p>
      </div>
    </form>
  )
}
