import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.ts';
import { DEFAULT_DEMO_SEED, seedDemo } from '../db/demo/seed-demo.ts';
import { createConfiguredStorage } from '../lib/storage/configured-storage.ts';
import { runOperatorCommand, withServerDatabase } from './operator-command.ts';

const usage = `Uso: npm run demo:seed -w @passarela/api -- [--count 200] [--seed 1]

Cria perfis de demonstração (modelos, contratantes e fotógrafos de todos os 27 estados, com fotos
geradas). Rodar de novo com a mesma semente acrescenta pessoas novas. Usa a mesma configuração do
servidor (DATA_DIR ou DATABASE_URL). Com o banco embutido (PGlite), pare o servidor antes.`;

const MAX_COUNT = 200_000;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ options: { count: { type: 'string', default: '200' }, seed: { type: 'string' }, help: { type: 'boolean' } }, strict: true });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage}\n`);
    return 2;
  }
  if (args.values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const count = Number(args.values.count);
  const seed = args.values.seed === undefined ? DEFAULT_DEMO_SEED : Number(args.values.seed);
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    process.stderr.write(`--count deve ser um número inteiro entre 1 e ${MAX_COUNT}.\n`);
    return 2;
  }
  if (!Number.isInteger(seed) || seed < 0) {
    process.stderr.write('--seed deve ser um número inteiro não negativo.\n');
    return 2;
  }

  const config = loadConfig();
  return withServerDatabase(config, async (database) => {
    const storage = createConfiguredStorage(config);
    const started = Date.now();
    const result = await seedDemo(database.db, storage, {
      count,
      seed,
      onProgress: (done) => {
        if (done % 10_000 === 0) process.stdout.write(`  ${done} perfis...\n`);
      },
    });
    process.stdout.write(
      `${result.added} perfis de demonstração criados (semente ${seed}, a partir do nº ${result.start}) em ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
    );
    return 0;
  });
}

runOperatorCommand(main, 'Falha ao criar os perfis de demonstração');
