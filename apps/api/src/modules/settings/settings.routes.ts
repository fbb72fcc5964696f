import { publicSettingsResponseSchema, updateSettingsBodySchema } from '@passarela/shared';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

export async function settingsRoutes(app: AppInstance) {
  const { settingsService } = app.services;

  app.get(
    '/api/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Public app settings (logo, payment switches, tracking ids, prices, limits)',
        response: { 200: publicSettingsResponseSchema },
      },
    },
    async (_request, reply) => {
      // Browsers revalidate quickly so admin changes reach open tabs within a minute.
      reply.header('cache-control', 'no-cache');
      return { settings: await settingsService.getPublic() };
    },
  );

  app.get(
    '/api/admin/settings',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['settings', 'admin'],
        summary: 'Every app setting, public and private',
        response: { 200: z.object({ settings: z.record(z.string(), z.unknown()) }) },
      },
    },
    async () => ({ settings: await settingsService.getAll() }),
  );

  app.put(
    '/api/admin/settings',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['settings', 'admin'],
        summary: 'Change any subset of app settings',
        body: updateSettingsBodySchema,
        response: { 200: z.object({ settings: z.record(z.string(), z.unknown()) }) },
      },
    },
    async (request) => {
      const user = requireSessionUser(request);
      return { settings: await settingsService.update(request.body, user.id) };
    },
  );
}
