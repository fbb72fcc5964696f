import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { identityVerifications } from '../db/schema/index.ts';
import { makeImage, multipart } from './accounts.ts';
import type { TestApp } from './test-app.ts';
import type { TestPerson } from './test-person.ts';

/** A valid identity submission (an RG, a JPEG and a PNG, a CPF whose digits hold) by `person`; answers its stored row. */
export async function submitIdentityVerification(t: TestApp, person: Pick<TestPerson, 'id' | 'headers'>) {
  const body = await multipart(
    { document_type: 'rg', cpf: '529.982.247-25' },
    { document: { bytes: await makeImage() }, selfie: { bytes: await makeImage('png') } },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/identity-verification',
    headers: { ...person.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select().from(identityVerifications).where(eq(identityVerifications.userId, person.id));
  if (!row) throw new Error('the submission was not stored');
  return row;
}
