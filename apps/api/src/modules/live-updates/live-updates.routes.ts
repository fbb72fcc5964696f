import { LIVE_UPDATES_PATH } from '@passarela/shared';
import { userTopic } from '../../lib/live-events/live-events.ts';
import { AppError } from '../../lib/app-error.ts';
import { routesPlugin } from '../../plugins/route-declaration.ts';

export const liveUpdatesRoutes = routesPlugin('live-updates', (route, { eventStreams }) => {
  route.get(
    LIVE_UPDATES_PATH,
    {
      access: 'user',
      summary: 'Server-Sent Events telling the caller’s open pages what changed for them (new notifications); needs Accept: text/event-stream',
    },
    async (request, reply) => {
      // An endless answer only for a reader that asked for one (EventSource always does).
      if (!(request.headers.accept ?? '').includes('text/event-stream')) throw new AppError('NOT_ACCEPTABLE');
      eventStreams.open(request, reply, [userTopic(request.sessionUser.id)]);
      return reply;
    },
  );
});
