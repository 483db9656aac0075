import { defineEndpoint } from '@/lib/api/endpoint'
import { createReviewResponseSchema, createReviewSchema } from '@/lib/shop/catalogue/reviews/schema'

export const createReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/web-api/reviews',
  summary:
    'A signed-in customer reviews one line of their own delivered order (stars and optional text); it is shown once staff have checked it',
  tags: ['reviews'],
  body: createReviewSchema,
  response: createReviewResponseSchema,
  errors: {
    401: 'Not signed in',
    404: 'No such order of this customer, or no such line in it',
    409: 'The order is not delivered yet, or the line has been reviewed already',
    422: 'The line has no catalogue product to review (a sample, a design made from scratch)',
  },
  maxBodyBytes: 8 * 1024,
})
