'use client'

import type { LocaleSegment } from '@/lib/config/locales'
import type { RouteTable } from '@/lib/config/routes'
import { localizedPathWith } from '@/lib/routing/localized-path'
import styles from './locale-switcher.module.css'
import { useCurrentRoute } from './use-current-route'

interface Props {
  label: string
  current: LocaleSegment
  /** Each shop with its route names (routeNamesOf): data from the server, not client code. */
  shops: { segment: LocaleSegment; code: string; label: string; routeNames?: RouteTable }[]
  trailingSlash: boolean
  desktop: boolean
}

/**
 * Links to the same page in the brand's other national shops. Plain links, not client navigation:
 * another shop has another layout, currency and language.
 */
export function LocaleSwitcher({ label, current, shops, trailingSlash, desktop }: Props) {
  const route = useCurrentRoute()
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {shops.map((shop) => (
          <li key={shop.segment}>
            <a
              href={localizedPathWith(shop.routeNames, shop.segment, route, { desktop, trailingSlash })}
              hrefLang={shop.code}
              aria-current={shop.segment === current ? 'page' : undefined}
              className={styles.link}
            >
              {shop.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
