import { REPORT_DETAILS_MAX_LENGTH } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { reportFormBody } from './report-form.ts';

const job = { kind: 'job', id: '7d3c1d2e-0000-4000-8000-000000000001' } as const;

describe('reportFormBody', () => {
  it('sends the item, the reason and the trimmed details', () => {
    expect(reportFormBody(job, { reason: 'advance_payment_scam', details: '  Pediu R$ 150 antes.  ' })).toEqual({
      ok: true,
      body: { item: job, reason: 'advance_payment_scam', details: 'Pediu R$ 150 antes.' },
    });
  });

  it('leaves empty details out', () => {
    expect(reportFormBody(job, { reason: 'other', details: '   ' })).toEqual({ ok: true, body: { item: job, reason: 'other' } });
  });

  it('asks for a reason', () => {
    expect(reportFormBody(job, { reason: null, details: '' })).toEqual({ ok: false, errors: { reason: 'Escolha um motivo.' } });
  });

  it('refuses details longer than the limit, with the API message', () => {
    const result = reportFormBody(job, { reason: 'harassment', details: 'a'.repeat(REPORT_DETAILS_MAX_LENGTH + 1) });
    expect(result).toEqual({ ok: false, errors: { details: `Use no máximo ${REPORT_DETAILS_MAX_LENGTH} caracteres.` } });
  });
});
