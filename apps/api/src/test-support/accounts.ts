import { randomBytes, randomInt } from 'node:crypto';
import type { SignUpBody, UserType } from '@passarela/shared';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { AppInstance } from '../app-instance.ts';
import { TEST_ORIGIN } from './test-app.ts';
import type { TestPerson } from './test-person.ts';

/** A different client address per call, so per-IP limits of one test never touch another's. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@exemplo.com.br`;
}

/** A valid model sign-up body; overrides may be anything, to test what the server refuses. */
export function modelSignUpData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const valid = {
    userType: 'model',
    first_name: 'Ana',
    last_name: 'Souza',
    email: uniqueEmail('ana'),
    password: 'caminhada-na-praia-42',
    phone: '(11) 98765-4321',
    city: 'São Paulo',
    state: 'SP',
    instagram_handle_raw: '@ana.souza',
    gender: 'feminino',
    model_type: 'morena',
    model_physical_type: 'fitness',
    model_characteristics: ['natural'],
    work_interests: ['catalogo', 'passarela'],
    acceptedTerms: true,
  } satisfies SignUpBody;
  return { ...valid, ...overrides };
}

/** A small real photo; sharp makes it so tests need no fixture files. */
export async function makeImage(format: 'jpeg' | 'png' | 'webp' = 'jpeg', size = 640): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 240, g: 50, b: 136 } } })
    .toFormat(format)
    .toBuffer();
}

export interface MultipartFile {
  bytes: Buffer;
  filename?: string;
  contentType?: string;
}

/** Encodes a multipart body with the platform's FormData, as a browser would send it. */
export async function multipart(fields: Record<string, string>, files: Record<string, MultipartFile> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.contentType ?? 'image/jpeg' }), file.filename ?? 'foto.jpg');
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

export interface SignUpOptions {
  photo?: MultipartFile | null;
  ip?: string;
  headers?: Record<string, string>;
}

export async function signUp(app: AppInstance, data: Record<string, unknown>, options: SignUpOptions = {}): Promise<LightMyRequestResponse> {
  const photo = options.photo === undefined ? { bytes: await makeImage() } : options.photo;
  const body = await multipart({ data: JSON.stringify(data) }, photo ? { photo } : {});
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress: options.ip ?? randomIp(),
    headers: { origin: TEST_ORIGIN, 'content-type': body.contentType, ...options.headers },
    payload: body.payload,
  });
}

export function signIn(app: AppInstance, email: string, password: string, options: { ip?: string; cookie?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: options.ip ?? randomIp(),
    headers: { origin: TEST_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { email, password },
  });
}

/** The Cookie header a browser would send back after this response. */
export function cookieHeader(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return lines
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

export function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name.endsWith('better-auth.session_token'));
}

export function getSession(app: AppInstance, cookie: string) {
  return app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
}

/** Signs a new person up (a model unless `overrides` say otherwise), acting by the session cookie. */
export async function createAccount(app: AppInstance, overrides: Record<string, unknown> = {}): Promise<TestPerson> {
  const data = modelSignUpData(overrides);
  const res = await signUp(app, data);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const user = res.json().user as TestPerson['user'];
  const cookie = cookieHeader(res);
  return {
    id: user.id,
    slug: user.profile_slug,
    type: data.userType as UserType,
    name: `${String(data.first_name)} ${String(data.last_name)}`,
    email: data.email as string,
    password: data.password as string,
    phone: typeof data.phone === 'string' ? data.phone : '',
    cookie,
    headers: { cookie, origin: TEST_ORIGIN },
    user,
    data,
  };
}
