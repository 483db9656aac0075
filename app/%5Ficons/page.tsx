import { ICON_NAMES, ICON_PATHS } from '@/components/ui/icon-paths'

/**
 * The shop's icon sprite: every icon as a <symbol> in one hidden <svg>, and a labelled grid that
 * shows each through <use>, so designers and tests see exactly what the sprite holds.
 */
export default function IconsPage() {
  return (
    <div className="container" style={{ padding: '32px 16px' }}>
      <h1>Icons</h1>
      <p>Sprite “icons”: {ICON_NAMES.length} symbols, 24 × 24, stroke in the current text colour.</p>
      <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
        {ICON_NAMES.map((name) => (
          <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
            <path
              d={ICON_PATHS[name]}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </symbol>
        ))}
      </svg>
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        }}
      >
        {ICON_NAMES.map((name) => (
          <li
            key={name}
            style={{
              display: 'grid',
              justifyItems: 'center',
              gap: 8,
              padding: 16,
              border: '1px solid #e4e0dc',
              borderRadius: 8,
            }}
          >
            <svg
              width="32"
              height="32"
              aria-hidden="true"
              focusable="false"
              style={{ color: 'var(--color-primary)' }}
            >
              <use href={`#icon-${name}`} />
            </svg>
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}
