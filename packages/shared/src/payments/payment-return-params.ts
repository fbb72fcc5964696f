/**
 * The provider's query parameters on return (docs/product.md "Spec 4"), removed from the URL after
 * the toast. Apart from the payment schemas (zod): the web app's layout checks them on every page
 * to know whether to load the payment code at all.
 */
export const paymentReturnQueryParams = [
  'payment_status',
  'status',
  'external_reference',
  'preference_id',
  'collection_id',
  'collection_status',
  'payment_id',
  'payment_type',
  'merchant_order_id',
] as const;

/** Whether a URL's query parameters (a URLSearchParams) carry any of the provider's return parameters. */
export function hasPaymentReturnParams(params: { has(name: string): boolean }): boolean {
  return paymentReturnQueryParams.some((name) => params.has(name));
}
