import type { BrandConfig } from '@/lib/config/brands'

/** Word mark: the brand's drawn emblem (from its config) and its display name in the heading font. */
const EMBLEMS: Record<BrandConfig['theme']['logo'], React.ReactNode> = {
  'folded-card': (
    <>
      <path d="M3 8h15l6 4v20H3z" fill="var(--color-primary)" />
      <path d="M18 8v24l6-4V12z" fill="var(--color-accent)" />
      <path
        d="M10.5 16.5c1.5-2.5 4.5-1.5 4.5 1 0 2-4.5 5-4.5 5S6 19.5 6 17.5c0-2.5 3-3.5 4.5-1z"
        fill="#fff"
      />
    </>
  ),
  frame: (
    <>
      <rect x="2" y="5" width="24" height="26" fill="var(--color-accent)" />
      <path d="M7 26V12l7 8 7-8v14" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
    </>
  ),
}

export function BrandLogo({ theme, name }: { theme: BrandConfig['theme']; name: string }) {
  // The name is configurable, so the mark's width is estimated from it (capitals run wider).
  const width = 40 + [...name].reduce((sum, ch) => sum + (ch >= 'A' && ch <= 'Z' ? 17 : 12.5), 0)
  return (
    <svg
      viewBox={`0 0 ${Math.round(width)} 36`}
      width={Math.round(width)}
      height="36"
      role="img"
      aria-label={name}
    >
      {EMBLEMS[theme.logo]}
      <text
        x="34"
        y="26"
        fontFamily="var(--font-heading)"
        fontSize="22"
        fontWeight={theme.headingFont === 'serif' ? 600 : 700}
        fill="currentColor"
      >
        {name}
      </text>
    </svg>
  )
}
