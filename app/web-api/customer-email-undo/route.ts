import { customerDeps } from '@/lib/auth/server'
import { handle } from '@/lib/http/endpoint'
import { customerEmailUndoEndpoint } from '@/lib/shop/customers/account-endpoints'
import { undoEmailChange } from '@/lib/shop/customers/email-undo'

export const POST = handle(customerEmailUndoEndpoint, async ({ body, ctx }) =>
  undoEmailChange(await customerDeps(), body.token, ctx.locale),
)
