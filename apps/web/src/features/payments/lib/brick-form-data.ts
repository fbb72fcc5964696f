import type { PaymentFormData } from './payment-flow.ts';

type Loose = Record<string, unknown>;

const asRecord = (value: unknown): Loose | undefined => (value && typeof value === 'object' ? (value as Loose) : undefined);
const asString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The Brick's onSubmit data, narrowed to what our strict process schema takes: the Brick adds
 * fields of its own (processing mode, option ids) that the server would refuse. transaction_amount
 * is dropped too: the flow sends the stored payment's amount.
 */
export function fromBrickFormData(paymentType: unknown, formData: unknown): PaymentFormData | null {
  const data = asRecord(formData);
  const paymentMethodId = asString(data?.payment_method_id);
  if (!data || !paymentMethodId) return null;
  const payer = asRecord(data.payer) ?? {};
  const identification = asRecord(payer.identification);
  const address = asRecord(payer.address);
  const idType = asString(identification?.type);
  const idNumber = asString(identification?.number)?.replace(/\D/g, '');
  const pick = (record: Loose | undefined, key: string) => asString(record?.[key]);
  return {
    payment_method_id: paymentMethodId,
    ...(asString(data.token) ? { token: asString(data.token) } : {}),
    ...(typeof data.issuer_id === 'string' || typeof data.issuer_id === 'number' ? { issuer_id: data.issuer_id } : {}),
    ...(typeof data.installments === 'number' ? { installments: data.installments } : {}),
    ...(asString(paymentType) ? { payment_type: asString(paymentType) } : {}),
    payer: {
      email: asString(payer.email) ?? '',
      ...(pick(payer, 'first_name') ? { first_name: pick(payer, 'first_name') } : {}),
      ...(pick(payer, 'last_name') ? { last_name: pick(payer, 'last_name') } : {}),
      ...((idType === 'CPF' || idType === 'CNPJ') && idNumber ? { identification: { type: idType, number: idNumber } } : {}),
      ...(address
        ? {
            address: {
              zip_code: pick(address, 'zip_code'),
              federal_unit: pick(address, 'federal_unit'),
              city: pick(address, 'city'),
              neighborhood: pick(address, 'neighborhood'),
              street_name: pick(address, 'street_name'),
              street_number: pick(address, 'street_number'),
            },
          }
        : {}),
    },
  };
}
