export { addSpreads } from '@/lib/editor/actions/add-spreads'
export { autoFillBook } from '@/lib/editor/actions/auto-fill-book'
export { removeSpread } from '@/lib/editor/actions/remove-spread'
export { setPhotobookSpec } from '@/lib/editor/actions/set-photobook-spec'
