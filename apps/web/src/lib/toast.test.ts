import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store is module state: each test gets a fresh copy.
let store: typeof import('./toast.ts');

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  store = await import('./toast.ts');
});

afterEach(() => {
  vi.useRealTimers();
});

const openTitles = () =>
  store
    .getToasts()
    .filter((t) => t.open)
    .map((t) => t.title);

describe('toast store', () => {
  it('defaults to the default variant and the spec duration of 5000 ms, and keeps a per-toast duration', () => {
    store.toast({ title: 'Olá' });
    store.toast({ title: 'Pagamento', variant: 'destructive', duration: 10_000 });
    expect(store.getToasts()).toMatchObject([
      { title: 'Olá', variant: 'default', duration: 5000, open: true },
      { title: 'Pagamento', variant: 'destructive', duration: 10_000, open: true },
    ]);
  });

  it('keeps at most 5 open toasts, dropping the oldest', () => {
    for (let i = 1; i <= 7; i += 1) store.toast({ title: `t${i}` });
    expect(openTitles()).toEqual(['t3', 't4', 't5', 't6', 't7']);
  });

  it('shows one error at a time: a new destructive toast replaces the previous one, the others stay', () => {
    store.toast({ title: 'Dica' });
    store.toast({ title: 'Campo Obrigatório', description: 'Nome é obrigatório.', variant: 'destructive' });
    store.toast({ title: 'Salvo', variant: 'success' });
    store.toast({ title: 'Campo Obrigatório', description: 'Sobrenome é obrigatório.', variant: 'destructive' });
    expect(store.getToasts().map((t) => [t.title, t.description ?? null])).toEqual([
      ['Dica', null],
      ['Salvo', null],
      ['Campo Obrigatório', 'Sobrenome é obrigatório.'],
    ]);
  });

  it('keeps the limit of 5 with an error among them', () => {
    for (let i = 1; i <= 5; i += 1) store.toast({ title: `t${i}` });
    store.toast({ title: 'erro', variant: 'destructive' });
    expect(openTitles()).toEqual(['t2', 't3', 't4', 't5', 'erro']);
  });

  it('dismiss closes at once (exit animation) and removes shortly after', () => {
    const first = store.toast({ title: 'a' });
    store.toast({ title: 'b' });
    first.dismiss();
    expect(store.getToasts().map((t) => [t.title, t.open])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    vi.runAllTimers();
    expect(store.getToasts().map((t) => t.title)).toEqual(['b']);
  });

  it('dismissing twice or an unknown id is harmless', () => {
    const { id, dismiss } = store.toast({ title: 'a' });
    dismiss();
    dismiss();
    store.dismissToast('nao-existe');
    vi.runAllTimers();
    expect(store.getToasts().find((t) => t.id === id)).toBeUndefined();
  });
});
