// `npm run dev`: the API with reload on change, and Vite with hot module replacement, together.
// Vite (http://localhost:5173) proxies /api to the API, which trusts that origin for writes.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@passarela/api'], {
    stdio: 'inherit',
    env: { ...process.env, TRUSTED_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@passarela/web'], { stdio: 'inherit', env: process.env }),
];

const stopAll = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
