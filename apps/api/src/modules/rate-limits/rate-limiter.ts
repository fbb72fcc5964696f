import { REPORTS_PER_DAY } from '@passarela/shared';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimitRepository } from './rate-limit.repository.ts';

export interface RateLimitRule {
  /** Names the counter, e.g. `sign-in:ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The limits of docs/security.md #3. Sign-in counts per IP and account together (guessing one
 * password), per IP (spraying many accounts) and per account across IPs (a distributed guess).
 */
export const rateLimitRules = {
  signInIpAccount: { name: 'sign-in:ip+email', limit: 10, windowSeconds: 15 * 60 },
  signInIp: { name: 'sign-in:ip', limit: 30, windowSeconds: 15 * 60 },
  signInAccount: { name: 'sign-in:email', limit: 50, windowSeconds: 60 * 60 },
  signUpIp: { name: 'sign-up:ip', limit: 10, windowSeconds: 60 * 60 },
  signUpAccount: { name: 'sign-up:email', limit: 5, windowSeconds: 60 * 60 },
  verificationEmailIp: { name: 'verification-email:ip', limit: 10, windowSeconds: 60 * 60 },
  verificationEmailAccount: { name: 'verification-email:user', limit: 3, windowSeconds: 60 * 60 },
  // Forgot-password sends an email: per IP, and per address so nobody's inbox can be flooded.
  forgotPasswordIp: { name: 'forgot-password:ip', limit: 10, windowSeconds: 60 * 60 },
  forgotPasswordAccount: { name: 'forgot-password:email', limit: 3, windowSeconds: 60 * 60 },
  resetPasswordIp: { name: 'reset-password:ip', limit: 20, windowSeconds: 15 * 60 },
  // Every check of the current password by a signed-in user (change password or email, sign out
  // everywhere): a stolen session must not become a password-guessing oracle.
  currentPasswordUser: { name: 'current-password:user', limit: 10, windowSeconds: 15 * 60 },
  emailChangeUser: { name: 'email-change:user', limit: 5, windowSeconds: 60 * 60 },
  // A whole export reads every table about the person: a few per hour is plenty for a human.
  dataExportUser: { name: 'data-export:user', limit: 5, windowSeconds: 60 * 60 },
  // The /contato form reaches a person: a few per hour per IP stops a flood without bothering anyone.
  contactMessageIp: { name: 'contact-message:ip', limit: 5, windowSeconds: 60 * 60 },
  // A minor's guardian gets a consent link when named, changed or asked for again: per model and
  // per guardian address, so nobody's inbox can be flooded through "Meu Perfil".
  guardianEmailUser: { name: 'guardian-email:user', limit: 5, windowSeconds: 60 * 60 },
  guardianEmailAddress: { name: 'guardian-email:email', limit: 5, windowSeconds: 60 * 60 },
  // Opening and confirming a consent link, per IP (the tokens cannot be guessed; this keeps trying cheap to refuse).
  guardianConsentIp: { name: 'guardian-consent:ip', limit: 30, windowSeconds: 15 * 60 },
  // "Denunciar" (modules/reports): a flood of reports is abuse in itself.
  reportsUser: { name: 'reports:user', limit: REPORTS_PER_DAY, windowSeconds: 24 * 60 * 60 },
  // Messages with photos (modules/conversations): each is up to four decodes and files kept; a person
  // chatting sends far fewer an hour.
  messageImagesUser: { name: 'message-images:user', limit: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** How long a counter is kept after its window started; longer than any window above. */
const COUNTER_RETENTION_SECONDS = 24 * 60 * 60;

export function createRateLimiter(repository: RateLimitRepository, options: { cleanupProbability?: number; scale?: number } = {}) {
  const cleanupProbability = options.cleanupProbability ?? 0.01;
  const scale = options.scale ?? 1;
  return {
    /**
     * Counts one attempt against every rule and refuses with 429 and Retry-After when any is over
     * its limit. Every rule is counted even when an earlier one refuses, so an attacker cannot
     * spend one bucket to save another.
     */
    async consume(checks: Array<{ rule: RateLimitRule; subject: string }>): Promise<void> {
      const hits = await Promise.all(checks.map(({ rule, subject }) => repository.hit(`${rule.name}:${subject}`, rule.windowSeconds)));
      if (Math.random() < cleanupProbability) await repository.deleteOlderThan(COUNTER_RETENTION_SECONDS);
      const over = hits.map((hit, i) => ({ hit, rule: checks[i]?.rule })).filter(({ hit, rule }) => rule && hit.count > rule.limit * scale);
      if (over.length === 0) return;
      const retryAfterSeconds = Math.max(...over.map(({ hit }) => hit.retryAfterSeconds));
      throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
