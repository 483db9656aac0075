/** Line icons of the editor toolbar, drawn inline (the text fonts have no such symbols). */
const PATHS = {
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'm15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  trash: 'M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6',
  forward: 'M12 19V5M5 12l7-7 7 7',
  backward: 'M12 5v14M19 12l-7 7-7-7',
  front: 'M5 4h14M12 20V9M6 14l6-6 6 6',
  back: 'M5 20h14M12 4v11M6 10l6 6 6-6',
} as const

export type ToolIconName = keyof typeof PATHS

export function ToolIcon({ name }: { name: ToolIconName }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
