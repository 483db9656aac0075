import { collectFonts } from '@/lib/shop/design-print/design/collect-fonts'
import type { DesignDocument, Layer, Page } from '@/lib/shop/design-print/design/document'
import type { EditorScene } from './types'

/** Helpers actions share: find and replace the current page and its layers immutably. */

export function currentPage(scene: EditorScene): Page {
  const page = scene.document.pages.find((p) => p.id === scene.pageId) ?? scene.document.pages[0]
  if (!page) throw new Error('A design document always has a page')
  return page
}

export function selectedLayer(scene: EditorScene): Layer | undefined {
  return currentPage(scene).layers.find((l) => l.id === scene.selectedId)
}

export function findLayer(scene: EditorScene, layerId: string): Layer | undefined {
  return currentPage(scene).layers.find((l) => l.id === layerId)
}

/**
 * Replaces the current page's layers. The font list is rebuilt from the text layers every time, so it
 * always names exactly the faces in use (the document check and the PDF embedding rely on it).
 */
export function withLayers(scene: EditorScene, layers: Layer[]): EditorScene {
  return withPage(scene, { ...currentPage(scene), layers })
}

export function withPage(scene: EditorScene, page: Page): EditorScene {
  const pages = scene.document.pages.map((p) => (p.id === page.id ? page : p))
  return { ...scene, document: withFonts({ ...scene.document, pages }) }
}

export function withFonts(document: DesignDocument): DesignDocument {
  return { ...document, fonts: collectFonts(document.pages, []) }
}

export function allLayerIds(document: DesignDocument): Set<string> {
  return new Set(document.pages.flatMap((p) => p.layers.map((l) => l.id)))
}

/** An id not used anywhere in the document (layer ids are unique across pages). */
export function uniqueId(document: DesignDocument, make: () => string): string {
  const taken = allLayerIds(document)
  for (let i = 0; i < 100; i++) {
    const id = make()
    if (!taken.has(id)) return id
  }
  throw new Error('Could not find a free layer id')
}
