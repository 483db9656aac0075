import { defineAction } from '../types'
import type { GuestMapping } from '../guest-merge'

/**
 * Attaches a guest list and its column mapping to the document, or removes them (null). They are
 * document fields so autosave, the cart snapshot and the order's print job all carry them unchanged.
 */
export const setGuestList = defineAction<{ guestListId: string; mapping: GuestMapping } | null>({
  name: 'setGuestList',
  changesDocument: true,
  perform: (scene, args) => {
    const { guestListId: _id, guestMapping: _mapping, ...rest } = scene.document
    const document = args ? { ...rest, guestListId: args.guestListId, guestMapping: args.mapping } : rest
    return { ...scene, document }
  },
})
