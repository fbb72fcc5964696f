import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config/env.ts';
import { createAdminInputSchema, createOrPromoteAdmin } from '../modules/admin/index.ts';
import { createAuth, createAuthRepository } from '../modules/auth/index.ts';
import { createProfilesRepository } from '../modules/profiles/index.ts';
import { runOperatorCommand, withServerDatabase } from './operator-command.ts';

const usage = `Uso: npm run admin:create -w @passarela/api -- --email EMAIL [--password SENHA] [--name "NOME COMPLETO"]

Cria uma conta de administrador (com um perfil mínimo) ou promove a admin uma conta existente.
Usa a mesma configuração do servidor (DATA_DIR ou DATABASE_URL). Com o banco embutido (PGlite),
pare o servidor antes: ele aceita um processo por vez.`;

/** Operator command: the first admin (docs/product.md "Admin"). Exits non-zero with a clear message. */
async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage}\n`);
    return 2;
  }
  if (args.values.help || !args.values.email) {
    process.stdout.write(`${usage}\n`);
    return args.values.help ? 0 : 2;
  }

  // Checked before the database is opened, so a typo fails fast.
  const input = createAdminInputSchema.parse({ email: args.values.email, password: args.values.password, name: args.values.name });
  const config = loadConfig();
  const logger = pino({ level: 'warn' });
  return withServerDatabase(config, async (database) => {
    const authRepository = createAuthRepository(database.db);
    // No confirmation email: the operator vouches for the admin's address.
    const mailer = { send: async () => {} };
    const auth = createAuth({
      config,
      db: database.db,
      logger,
      mailer,
      isSuspended: (userId) => authRepository.isSuspended(userId),
      markEmailVerified: (userId) => authRepository.markEmailVerified(userId),
    });
    const result = await createOrPromoteAdmin({ auth, authRepository, profilesRepository: createProfilesRepository(database.db) }, input);
    const verb = result.outcome === 'created' ? 'Conta de administrador criada' : 'Conta promovida a administrador';
    process.stdout.write(`${verb}: ${input.email} (perfil /perfil/${result.profileSlug})\n`);
    return 0;
  });
}

/** The options the schema refused, one line each. */
function invalidInput(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.name !== 'ZodError') return undefined;
  const issues = (error as unknown as { issues: Array<{ path: PropertyKey[]; message: string }> }).issues;
  return `Dados inválidos:\n${issues.map((issue) => `  --${issue.path.map(String).join('.')}: ${issue.message}`).join('\n')}`;
}

runOperatorCommand(main, 'Falha ao criar o administrador', invalidInput);
