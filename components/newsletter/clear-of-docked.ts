/** The gap the tab keeps to the viewport's edge and to a bar it rises above, in CSS pixels. */
export const TAB_GAP_PX = 12

/**
 * The nearest element of `hit` (itself or an ancestor) that is fixed or sticky: a bar or banner docked
 * to the viewport, such as the product page's sticky "Jetzt gestalten" bar, the photo prints' order
 * bar or the cookie banner. Null for page content that scrolls.
 */
function dockedAncestor(hit: Element): Element | null {
  for (let node: Element | null = hit; node && node !== document.body; node = node.parentElement) {
    const { position } = getComputedStyle(node)
    if (position === 'fixed' || position === 'sticky') return node
  }
  return null
}

/**
 * How far the tab must rise so that, at its resting place (bottom right), it covers no docked bar:
 * the bars found under its corners and centre, measured from the viewport's bottom. 0 when none.
 */
export function liftAbove(tab: HTMLElement): number {
  const { width, height } = tab.getBoundingClientRect()
  const right = window.innerWidth - TAB_GAP_PX
  const bottom = window.innerHeight - TAB_GAP_PX
  const points = [
    [right - width, bottom - height],
    [right - 1, bottom - height],
    [right - width, bottom - 1],
    [right - 1, bottom - 1],
    [right - width / 2, bottom - height / 2],
  ] as const
  let lift = 0
  for (const [x, y] of points) {
    for (const hit of document.elementsFromPoint(x, y)) {
      if (tab.contains(hit)) continue
      const docked = dockedAncestor(hit)
      if (!docked) continue
      const box = docked.getBoundingClientRect()
      // Only bars along the bottom edge count: a sticky column that happens to reach down there is
      // content, and rising above it would send the tab up the page.
      const alongBottom = box.bottom >= window.innerHeight - 2 && box.height <= window.innerHeight / 2
      if (alongBottom) lift = Math.max(lift, window.innerHeight - box.top)
    }
  }
  return lift
}

/**
 * Keeps the floating tab clear of docked bars (issue 32 point 7): whenever the page scrolls, resizes
 * or shows or hides something, the tab's `--tab-lift` is set to the height of the bars under its
 * resting place, so it sits above them instead of on their buttons. Measured at most once a frame.
 * Returns the function that stops it. Loaded after the first paint (the overlay imports it lazily), so
 * every page's first-load code stays as it was.
 */
export function keepClearOfDocked(element: HTMLElement): () => void {
  let frame = 0
  let current = ''
  const measure = () => {
    frame = 0
    // liftAbove looks at the resting place, wherever the tab is now, so no reset is needed.
    const lift = `${Math.ceil(liftAbove(element))}px`
    if (lift === current) return
    current = lift
    element.style.setProperty('--tab-lift', lift)
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(measure)
  }
  schedule()
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule)
  // The tab's own style changes (its lift) are no reason to measure again.
  const mutations = new MutationObserver((records) => {
    if (records.some((record) => !element.contains(record.target))) schedule()
  })
  mutations.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['hidden', 'class', 'style', 'open'],
  })
  return () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('scroll', schedule)
    window.removeEventListener('resize', schedule)
    mutations.disconnect()
  }
}
