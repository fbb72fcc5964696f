import { LIVE_UPDATES_HEARTBEAT_SECONDS, LIVE_UPDATES_RETRY_MS } from '@passarela/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvent, LiveEvents } from './live-events.ts';

/** The open streams of one app, so a shutdown can end them (an open stream would hold the drain). */
export interface EventStreams {
  open(request: FastifyRequest, reply: FastifyReply, topics: string[]): void;
  /** Ends every stream: the browsers reconnect, through the balancer, to an instance that stays. */
  closeAll(): void;
  count(): number;
}

/**
 * Server-Sent Events on the raw response (the reply is hijacked: no serializer, no compression,
 * which would buffer the stream). One `data:` line of JSON per event; a comment line every
 * LIVE_UPDATES_HEARTBEAT_SECONDS keeps proxies (HAProxy's `timeout tunnel`) from cutting a quiet stream.
 */
export function createEventStreams(liveEvents: LiveEvents, { heartbeatMs = LIVE_UPDATES_HEARTBEAT_SECONDS * 1000 } = {}): EventStreams {
  const closers = new Set<() => void>();

  return {
    open(request, reply, topics) {
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
        connection: 'keep-alive',
      });
      response.write(`retry: ${LIVE_UPDATES_RETRY_MS}\n\n`);
      const send = (event: LiveEvent) => response.write(`event: ${event.type}\ndata: ${JSON.stringify({ type: event.type, data: event.data ?? {} })}\n\n`);
      const unsubscribe = topics.map((topic) => liveEvents.subscribe(topic, send));
      const heartbeat = setInterval(() => response.write(': ping\n\n'), heartbeatMs);
      heartbeat.unref();
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        for (const stop of unsubscribe) stop();
        closers.delete(close);
        if (!response.writableEnded) response.end();
      };
      closers.add(close);
      request.raw.on('close', close);
      response.on('error', close);
    },
    closeAll() {
      // Each close removes itself from the set: iterate over a copy.
      for (const close of Array.from(closers)) close();
    },
    count: () => closers.size,
  };
}
