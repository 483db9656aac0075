'use client'

import dynamic from 'next/dynamic'

/**
 * The account form as a separate chunk, for the newsletter form every layout carries (in the drawer,
 * mounted only when opened): pages without an inline form then do not load the form's code with
 * the page (ADR 0022). Server-rendered like the plain import where it is shown.
 */
export const LazyAccountForm = dynamic(() => import('./account-form').then((m) => m.AccountForm))
