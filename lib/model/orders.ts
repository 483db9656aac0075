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

export const PAYMENT_METHODS = ['invoice', 'prepayment'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
