import type { CSSProperties } from 'react'
import type { BrandConfig } from '@/lib/config/brands'

/** The brand theme as CSS variables on <html>; stylesheets only ever read the variables. */
export function themeStyle(theme: BrandConfig['theme']): CSSProperties {
  return {
    '--color-primary': theme.primary,
    '--color-primary-contrast': theme.primaryContrast,
    '--color-accent': theme.accent,
    '--color-surface': theme.surface,
    '--color-text': theme.text,
    '--color-muted': theme.muted,
    '--radius': theme.radius,
    '--font-heading':
      theme.headingFont === 'serif'
        ? 'var(--font-serif), Georgia, serif'
        : 'var(--font-display), Arial, sans-serif',
  } as CSSProperties
}
