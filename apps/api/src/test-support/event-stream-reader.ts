/** Test-only: reads a Server-Sent Events answer (GET /api/live-updates) as it streams, event by event. */
export interface ReceivedEvent {
  event: string;
  data: { type: string; data: Record<string, unknown> };
}

export async function readEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { ...headers, accept: 'text/event-stream' }, signal: controller.signal });
  const received: ReceivedEvent[] = [];
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let boundary = text.indexOf('\n\n');
        while (boundary >= 0) {
          const block = text.slice(0, boundary);
          text = text.slice(boundary + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) received.push({ event, data: JSON.parse(data) as ReceivedEvent['data'] });
          boundary = text.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    response,
    received,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

/** Polls `check` every 25 ms until it holds, or throws after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
