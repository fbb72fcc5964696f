import { expect } from 'vitest';
import { makeImage, modelSignUpData, multipart } from './accounts.ts';

/**
 * Test-only: people made over real HTTP against a server process (server-process.ts), for tests
 * that run the server as a process of its own: a request, and a sign-up confirmed through the
 * link in the development outbox.
 */
export function httpPeople(baseUrl: () => string) {
  function send(method: string, route: string, cookie: string, body?: unknown): Promise<Response> {
    return fetch(`${baseUrl()}${route}`, {
      method,
      redirect: 'manual',
      headers: { origin: baseUrl(), cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** Signs a person up (a model unless `overrides` say otherwise) and confirms the email: answers the session cookie. */
  async function signUpConfirmed(overrides: Record<string, unknown> = {}): Promise<{ cookie: string; data: Record<string, unknown> }> {
    const data = modelSignUpData(overrides);
    const form = await multipart({ data: JSON.stringify(data) }, { photo: { bytes: await makeImage() } });
    const signUp = await fetch(`${baseUrl()}/api/auth/sign-up`, {
      method: 'POST',
      headers: { origin: baseUrl(), 'content-type': form.contentType },
      body: new Uint8Array(form.payload),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(201);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .filter((pair) => pair && !pair.endsWith('='))
      .join('; ');
    // The email is sent by the job queue, a moment after the answer.
    const readLink = async () => {
      const outbox = (await (await send('GET', '/api/dev/outbox', '')).json()) as { messages: { to: string; text: string }[] };
      return outbox.messages.find((message) => message.to === data.email)?.text.match(/https?:\/\/\S+/)?.[0];
    };
    const link = await waitFor(readLink, (found) => found !== undefined);
    if (!link) throw new Error('no confirmation link in the outbox');
    const confirmed = await send('GET', new URL(link).pathname + new URL(link).search, cookie);
    expect(confirmed.status).toBe(303);
    return { cookie, data };
  }

  return { send, signUpConfirmed };
}

/** Reads until `done` says so or the time is up; answers the last value read. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
