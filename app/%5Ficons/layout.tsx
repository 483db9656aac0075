import type { Metadata } from 'next'
import { headers, cookies } from 'next/headers'
import { BRANDS, BRAND_COOKIE } from '@/lib/config/brands'
import { env } from '@/lib/env'
import { resolveBrand } from '@/lib/routing/brand-from-host'
import { themeStyle } from '@/components/layout/theme'
import { sans, serif, display } from '@/styles/fonts'
import '@/styles/globals.css'

export const metadata: Metadata = { title: 'Icons', robots: { index: false, follow: false } }

/**
 * The /_icons page has its own root layout (spec: "icon sprite page on its own layout"): no header,
 * footer or locale, only the brand's theme, taken from the Host as the proxy does.
 */
export default async function IconsLayout({ children }: { children: React.ReactNode }) {
  const brand = resolveBrand(
    (await headers()).get('host'),
    (await cookies()).get(BRAND_COOKIE)?.value,
    env().BRAND_HOSTS,
  )
  return (
    <html
      lang="en"
      className={`${sans.variable} ${serif.variable} ${display.variable}`}
      style={themeStyle(BRANDS[brand].theme)}
      data-brand={brand}
    >
      <body>
        <main id="main">{children}</main>
      </body>
    </html>
  )
}
