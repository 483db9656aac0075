import { photoboxSpecSchema, type PhotoboxSpec } from '@/lib/shop/design-print/design/photobox-spec'
import { applyPhotoboxSpec } from '@/lib/shop/design-print/design/photobox'
import { photoboxLidDesign } from '@/lib/shop/photo-products/photobox/lid-designs'
import { defineAction } from '../types'

/**
 * Another option for a photo box (ADR 0075): type, material and number of pictures change the spec
 * alone; a format resizes the lid and turns every print to the new size; a design gives the lid its
 * look, keeping the lid's photo and the title the shopper wrote. A patch that makes no valid box (70
 * pictures in a 13 × 13 box) changes nothing: the form offers only valid choices.
 */
export const setPhotoboxSpec = defineAction<{ patch: Partial<PhotoboxSpec> }>({
  name: 'setPhotoboxSpec',
  changesDocument: true,
  perform: (scene, { patch }) => {
    const current = scene.document.photobox
    if (!current) return scene
    const parsed = photoboxSpecSchema.safeParse({ ...current, ...patch })
    if (!parsed.success) return scene
    const next = parsed.data
    if (JSON.stringify(next) === JSON.stringify(current)) return scene
    const design = next.designType === current.designType ? undefined : photoboxLidDesign(next.designType, '')
    const document = applyPhotoboxSpec(scene.document, next, design)
    return { ...scene, document }
  },
})
