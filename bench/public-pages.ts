/** One public page the Lighthouse step measures: a short name for the table and its path. */
export interface PublicPage {
  name: string;
  path: string;
}

async function getJson<T>(address: string, route: string): Promise<T> {
  const response = await fetch(`${address}${route}`);
  if (!response.ok) throw new Error(`GET ${route} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The first listed model whose public gallery holds at least `minimum` photos (the profile's heaviest case). */
async function modelWithGallery(address: string, minimum: number): Promise<string> {
  const models = await getJson<{ items: { profile_slug: string }[] }>(address, '/api/models?limit=48');
  for (const { profile_slug: slug } of models.items) {
    const gallery = await getJson<{ items: unknown[] }>(address, `/api/profiles/${slug}/media`);
    if (gallery.items.length >= minimum) return slug;
  }
  throw new Error(`no listed demo model has ${minimum} gallery photos`);
}

/**
 * The eight public pages of issue 25 on the demo marketplace: the lists, the first open job, a
 * model with a gallery, the pricing page and one content page.
 */
export async function findPublicPages(address: string): Promise<PublicPage[]> {
  const jobs = await getJson<{ items: { id: string }[] }>(address, '/api/jobs?limit=1');
  const job = jobs.items[0];
  if (!job) throw new Error('the demo marketplace has no open job');
  const profileSlug = await modelWithGallery(address, 3);
  return [
    { name: 'home', path: '/' },
    { name: 'modelos', path: '/modelos' },
    { name: 'contratantes', path: '/contratantes' },
    { name: 'vagas', path: '/vagas' },
    { name: 'vaga', path: `/vagas/${job.id}` },
    { name: 'perfil', path: `/perfil/${profileSlug}` },
    { name: 'precos', path: '/precos' },
    { name: 'termos', path: '/termos' },
  ];
}
