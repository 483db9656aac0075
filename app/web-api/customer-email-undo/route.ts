import { customerDeps } from '@/lib/api/session/customer-deps'
import { handle } from '@/lib/api/endpoint'
import { customerEmailUndoEndpoint } from '@/lib/api/customers/account-endpoints'
import { undoEmailChange } from '@/lib/shop/customers/email-undo'

export const POST = handle(customerEmailUndoEndpoint, async ({ body, ctx }) =>
  undoEmailChange(await customerDeps(), body.token, ctx.locale),
)
