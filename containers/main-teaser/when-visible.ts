/**
 * Calls `onVisible` once, the first time `element` enters the viewport (the main teaser initialises
 * only when visible, spec section 4). Without IntersectionObserver it calls right away. Returns a
 * function that stops watching.
 */
export function whenVisible(element: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible()
    return () => {}
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    observer.disconnect()
    onVisible()
  })
  observer.observe(element)
  return () => observer.disconnect()
}
