/** Order vocabulary shared by the database schema, the checkout form and the state machine. */
export const ORDER_STATUSES = [
  'placed',
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * Why an order was cancelled: the customer asked, the shop cancels (cannot produce, …), or fraud.
 * The customer's e-mail follows it; a fraud cancellation sends none (ADR 0086).
 */
export const CANCEL_REASONS = ['customer', 'shop', 'fraud'] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]

export const PAYMENT_METHODS = ['invoice', 'prepayment'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
