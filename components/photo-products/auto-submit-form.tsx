'use client'

import Form from 'next/form'

/**
 * A GET filter form that applies itself when a control changes. next/form turns the submission into
 * a client navigation, so the filter state lands in the URL; without JavaScript the button submits.
 */
export function AutoSubmitForm({
  action,
  label,
  children,
}: {
  action: string
  label: string
  children: React.ReactNode
}) {
  return (
    <Form
      action={action}
      aria-label={label}
      onChange={(event) => event.currentTarget.requestSubmit()}
      className="photo-filter"
      scroll={false}
    >
      {children}
    </Form>
  )
}
