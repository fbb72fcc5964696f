import { randomUUID } from 'node:crypto';
import { IDENTITY_FILES_RETENTION_DAYS, type IdentityFileKind } from '@passarela/shared';
import { and, eq, inArray, like } from 'drizzle-orm';
import { loadSharp } from '../../lib/images/load-sharp.ts';
import type { PrivateStorage } from '../../lib/private-files/private-storage.ts';
import { type CpfHasher, createIdentityVerificationRepository } from '../../modules/identity-verification/index.ts';
import type { Database } from '../client.ts';
import { identityVerifications, profiles, users } from '../schema/index.ts';
import { DEMO_ID_PREFIX } from './generate-demo-profile.ts';

/**
 * Identity verification in the demo marketplace (issue 29): a few contractors and photographers
 * carry the verified badge, one approved long enough ago that its photos were already deleted, one
 * rejected with what to fix, one waiting in the admin's queue (/admin?secao=verificacoes) with
 * drawn demo photos in the private store. Runs once per seed. The CPFs are valid but invented.
 */

export interface DemoIdentityDeps {
  privateStorage: PrivateStorage;
  cpfHasher: CpfHasher;
}

export interface DemoIdentityCounts {
  verified: number;
  verifications: number;
}

const DAY_MS = 86_400_000;

/** A drawn card or selfie, clearly a demo: nobody's real document. */
async function demoPhoto(kind: IdentityFileKind, name: string): Promise<Buffer> {
  const safeName = name.replace(/[<>&"']/g, '');
  const svg =
    kind === 'document'
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="760"><rect width="1200" height="760" rx="36" fill="#e6efe2"/>
  <rect x="50" y="170" width="300" height="380" rx="16" fill="#b8c7b0"/><circle cx="200" cy="300" r="80" fill="#8fa287"/>
  <rect x="110" y="400" width="180" height="130" rx="60" fill="#8fa287"/>
  <text x="50" y="100" font-family="sans-serif" font-size="46" font-weight="bold" fill="#23402a">DOCUMENTO DE DEMONSTRAÇÃO</text>
  <text x="400" y="240" font-family="sans-serif" font-size="30" fill="#23402a">NOME</text>
  <text x="400" y="290" font-family="sans-serif" font-size="40" fill="#111">${safeName}</text>
  <text x="400" y="380" font-family="sans-serif" font-size="30" fill="#23402a">REGISTRO GERAL</text>
  <text x="400" y="430" font-family="sans-serif" font-size="40" fill="#111">00.000.000-0</text>
  <text x="50" y="690" font-family="sans-serif" font-size="28" fill="#5b6b58">Imagem gerada para a demonstração da Passarela — não é um documento.</text></svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#f3e6ee"/>
  <circle cx="450" cy="420" r="190" fill="#d9a5bf"/><rect x="200" y="620" width="500" height="600" rx="220" fill="#d9a5bf"/>
  <rect x="470" y="760" width="340" height="215" rx="14" fill="#e6efe2" stroke="#23402a" stroke-width="4"/>
  <text x="490" y="820" font-family="sans-serif" font-size="26" fill="#23402a">DOCUMENTO</text>
  <text x="60" y="100" font-family="sans-serif" font-size="40" font-weight="bold" fill="#6b2a4a">SELFIE DE DEMONSTRAÇÃO</text>
  <text x="60" y="150" font-family="sans-serif" font-size="30" fill="#6b2a4a">${safeName}</text></svg>`;
  return (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export async function insertDemoIdentityVerifications(
  db: Database,
  deps: DemoIdentityDeps,
  options: { seed: number; now?: Date },
): Promise<DemoIdentityCounts | null> {
  const now = options.now ?? new Date();
  const people = await db
    .select({ id: users.id, userType: users.userType, name: users.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(like(users.id, `${DEMO_ID_PREFIX}${options.seed}\\_%`), inArray(users.userType, ['contractor', 'photographer'])))
    .orderBy(users.createdAt, users.id)
    .limit(400);
  const contractors = people.filter((person) => person.userType === 'contractor');
  const photographers = people.filter((person) => person.userType === 'photographer');
  const [approved, pending, ...otherContractors] = contractors;
  const [rejected, ...otherPhotographers] = photographers;
  if (!approved || !pending || !rejected) return null;
  const involved = [approved, pending, rejected].map((person) => person.id);
  const existing = await db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(inArray(identityVerifications.userId, involved))
    .limit(1);
  if (existing.length > 0) return null;

  // The badge: the approved contractor, and a few more verified earlier (by an admin's switch).
  const verified = [approved, ...otherContractors.slice(0, 3), ...otherPhotographers.slice(0, 2)].map((person) => person.id);
  await db.update(profiles).set({ isVerified: true }).where(inArray(profiles.userId, verified));
  await db
    .update(profiles)
    .set({ isVerified: false })
    .where(inArray(profiles.userId, [pending.id, rejected.id]));

  const repository = createIdentityVerificationRepository(db);
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const cpf = (digits: string) => ({ cpfHash: deps.cpfHasher.hash(digits), cpfLastDigits: digits.slice(-2) });

  // Approved 44 days ago: its photos went 30 days after the decision, as the hourly deletion does.
  await repository.insert({
    userId: approved.id,
    status: 'approved',
    documentType: 'cnh',
    ...cpf('39053344705'),
    submittedAt: at(45),
    decidedAt: at(44),
    decisionReason: 'Documento legível e selfie conferem com o documento.',
    filesDeletedAt: at(44 - IDENTITY_FILES_RETENTION_DAYS),
  });

  // Rejected 3 days ago (photos still kept) and waiting since yesterday: both with drawn photos.
  for (const entry of [
    {
      person: rejected,
      row: {
        status: 'rejected' as const,
        documentType: 'rg' as const,
        ...cpf('24681357928'),
        submittedAt: at(4),
        decidedAt: at(3),
        decisionReason: 'A foto do documento está desfocada e não dá para ler os dados. Envie uma foto nítida do documento inteiro, sem reflexo.',
      },
    },
    { person: pending, row: { status: 'pending' as const, documentType: 'rg' as const, ...cpf('13579246828'), submittedAt: at(1) } },
  ]) {
    const id = randomUUID();
    const keys = { document: `identity/${id}/document-demo.jpg`, selfie: `identity/${id}/selfie-demo.jpg` };
    await deps.privateStorage.put(keys.document, await demoPhoto('document', entry.person.name), 'image/jpeg');
    await deps.privateStorage.put(keys.selfie, await demoPhoto('selfie', entry.person.name), 'image/jpeg');
    await repository.insert({ id, userId: entry.person.id, ...entry.row, documentFileKey: keys.document, selfieFileKey: keys.selfie });
  }
  return { verified: verified.length, verifications: 3 };
}
