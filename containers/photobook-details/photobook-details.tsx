import { z } from 'zod'
import { SHOP_ROUTES } from '@/lib/config/routes'
import { localHref } from '@/lib/cms/links'
import { ShopError } from '@/lib/shop/common/errors'
import { getPhotobookSet } from '@/lib/shop/photo-products/photobook/listing'
import { PhotobookPreview } from '@/components/photo-products/photobook-preview'
import {
  CatalogueSection,
  catalogueStyles,
  Facts,
  idField,
  sectionFields,
  sectionOf,
  type Section,
} from '../shared/catalogue'
import { containerMessages, priceFrom } from '../shared/money'
import { sizeText } from '../shared/size'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Photo book details: one photo book design (designGroupSetId) with the book types it is made as
 * (cover, binding, page counts), its formats and lowest price, from the photo book catalogue. No id
 * or an id the catalogue does not know renders nothing.
 */
export const photobookDetailsSchema = z.object({ ...sectionFields, designGroupSetId: idField })

export interface PhotobookDetailsProps {
  section: Section
  designGroupSetId: number
}

export function photobookDetailsProps(
  data: z.output<typeof photobookDetailsSchema>,
  ctx: ContainerContext,
): PhotobookDetailsProps | null {
  return data.designGroupSetId
    ? { section: sectionOf(data, ctx), designGroupSetId: data.designGroupSetId }
    : null
}

export function loadPhotobookSet(id: number, ctx: ContainerContext) {
  try {
    return getPhotobookSet(id, ctx.locale)
  } catch (error) {
    if (error instanceof ShopError && error.status === 404) return null
    throw error
  }
}

export const photobookDetails = defineContainer({
  schema: photobookDetailsSchema,
  transform: photobookDetailsProps,
  Component: async ({ data, ctx }: { data: PhotobookDetailsProps; ctx: ContainerContext }) => {
    const set = loadPhotobookSet(data.designGroupSetId, ctx)
    if (!set) return null
    const t = await containerMessages(ctx)
    const section = {
      ...data.section,
      link: data.section.link ?? {
        href: localHref(ctx, `/${SHOP_ROUTES.photobooks.join('/')}`) ?? '/',
        text: t('allPhotobooks'),
      },
    }
    return (
      <CatalogueSection name="photobook_details" section={section}>
        <article className={catalogueStyles.tile} data-testid="product-details">
          <div className={catalogueStyles.picture}>
            <PhotobookPreview
              motif={set.preview.motif}
              palette={set.preview.palette}
              aspectRatio={set.aspectRatios[0] ?? 'square'}
            />
          </div>
          <h3>{set.name}</h3>
          <p className={catalogueStyles.price}>{priceFrom(t, ctx, set.priceFrom, set.currency)}</p>
          <p className={catalogueStyles.meta}>{t('priceNote')}</p>
          <Facts
            rows={[
              [
                t('formatsLabel'),
                set.designGroups
                  .map((g) => `${g.formatName} (${sizeText(g.widthMm, g.heightMm, ctx)})`)
                  .join(', '),
              ],
              [t('categories'), set.categories.map((c) => c.name).join(', ')],
            ]}
          />
          <table className={catalogueStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t('bookType')}</th>
                <th scope="col">{t('pages')}</th>
              </tr>
            </thead>
            <tbody>
              {set.types.map((type) => (
                <tr key={type.type}>
                  <td>{type.name}</td>
                  <td>
                    {t('pageRange', { min: Math.min(...type.pageCounts), max: Math.max(...type.pageCounts) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </article>
      </CatalogueSection>
    )
  },
})
