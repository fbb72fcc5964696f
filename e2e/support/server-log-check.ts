import { existsSync, readFileSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';

/**
 * Global teardown: after every journey of the run, the server's own log (LOG_LEVEL info, written
 * by the web server command in playwright.config.ts) must hold no email address, no full phone
 * number, no CPF and no token in a URL. These detectors are written apart from the server's
 * masker (apps/api/src/lib/logging), so a gap in one is not hidden by the same gap in the other.
 */
const detectors: { what: string; pattern: RegExp }[] = [
  { what: 'an email address', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]{2,}/g },
  // DDD, optional 9, eight digits; with +55 and punctuation or bare (10-11 digits).
  { what: 'a full phone number', pattern: /(?<![\w.-])(?:\+?55[\s.-]?)?\(?[1-9]{2}\)?[\s-]?9?[\s.-]?[2-9]\d{3}[\s.-]?\d{4}(?![\w-])/g },
  { what: 'a CPF', pattern: /(?<![\w.-])(?:\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})(?![\w-])/g },
  { what: 'a token in a URL', pattern: /[?&#][\w.-]*token=(?!\[redacted\])[^&"\s\\]/gi },
];

const shownFindings = 5;

function lineNumberAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

export default function checkServerLog(config: FullConfig): void {
  const file = config.metadata.serverLogFile as string | undefined;
  if (!file) throw new Error('playwright.config.ts sets no metadata.serverLogFile: the server log cannot be checked');
  if (!existsSync(file)) throw new Error(`the server wrote no log at ${file}`);
  const log = readFileSync(file, 'utf8');
  if (!log.includes('"msg":"request completed"')) throw new Error(`the server log ${file} has no request lines: is LOG_LEVEL info?`);

  const findings: string[] = [];
  for (const { what, pattern } of detectors) {
    for (const match of log.matchAll(pattern)) {
      const at = match.index ?? 0;
      const lineEnd = log.indexOf('\n', at);
      const shown = log.slice(Math.max(log.lastIndexOf('\n', at) + 1, at - 60), Math.min(lineEnd === -1 ? log.length : lineEnd, at + match[0].length + 20));
      findings.push(`line ${lineNumberAt(log, at)}: ${what}: …${shown}…`);
      if (findings.length >= shownFindings) break;
    }
  }
  if (findings.length > 0) {
    throw new Error(`The server log holds personal data or secrets (${file}):\n${findings.join('\n')}`);
  }
}
