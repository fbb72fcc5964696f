import { publicSettingsResponseSchema, updateSettingsBodySchema } from '@passarela/shared';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { routesOf } from '../../plugins/route-declaration.ts';

/** Every setting by key, public and private: what the admin form reads and saves. */
const allSettingsSchema = z.object({ settings: z.record(z.string(), z.unknown()) });

export async function settingsRoutes(app: AppInstance) {
  const { settingsService } = app.services;
  const publicRoute = routesOf(app, 'settings');
  const adminRoute = routesOf(app, 'settings', 'admin');

  publicRoute.get(
    '/api/settings',
    {
      access: 'public',
      summary: 'Public app settings (logo, payment switches, tracking ids, prices, limits)',
      response: { 200: publicSettingsResponseSchema },
    },
    async (_request, reply) => {
      // Browsers revalidate quickly so admin changes reach open tabs within a minute.
      reply.header('cache-control', 'no-cache');
      return { settings: await settingsService.getPublic() };
    },
  );

  adminRoute.get(
    '/api/admin/settings',
    { access: ['admin'], summary: 'Every app setting, public and private', response: { 200: allSettingsSchema } },
    async () => ({ settings: await settingsService.getAll() }),
  );

  adminRoute.put(
    '/api/admin/settings',
    { access: ['admin'], summary: 'Change any subset of app settings', body: updateSettingsBodySchema, response: { 200: allSettingsSchema } },
    async (request) => ({ settings: await settingsService.update(request.body, request.sessionUser.id) }),
  );
}
