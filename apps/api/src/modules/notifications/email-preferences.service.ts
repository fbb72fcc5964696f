import { type EmailPreferences, emailPreferencesFromOptOuts, optOutsFromEmailPreferences } from '@passarela/shared';
import { AppError } from '../../lib/app-error.ts';
import type { EmailPreferencesRepository } from './email-preferences.repository.ts';

/** Which notification emails a person gets (Configurações); the bell always shows everything. */
export function createEmailPreferencesService(repository: EmailPreferencesRepository) {
  return {
    async get(userId: string): Promise<EmailPreferences> {
      const optOuts = await repository.optOutsOf(userId);
      if (!optOuts) throw new AppError('UNAUTHENTICATED');
      return emailPreferencesFromOptOuts(optOuts);
    },

    async set(userId: string, preferences: EmailPreferences): Promise<void> {
      await repository.setOptOuts(userId, optOutsFromEmailPreferences(preferences));
    },
  };
}

export type EmailPreferencesService = ReturnType<typeof createEmailPreferencesService>;
