/** The header, footer and mobile-bar links of docs/product.md "Spec 2", kept here so tests and the UI share one list. */
export const headerLinks = [
  { to: '/modelos', label: 'Modelos' },
  { to: '/contratantes', label: 'Contratantes' },
  { to: '/vagas', label: 'Vagas' },
  { to: '/ensaios', label: 'Ensaios' },
] as const;

export const footerQuickLinks = [
  { to: '/modelos', label: 'Encontrar Modelos' },
  { to: '/dashboard?tab=my-jobs', label: 'Publicar Vaga' },
  { to: '/como-funciona', label: 'Como Funciona' },
  { to: '/precos', label: 'Preços' },
  { to: '/blog', label: 'Blog' },
] as const;

export const footerSupportLinks = [
  { to: '/central-de-ajuda', label: 'Central de Ajuda' },
  { to: '/contato', label: 'Contato' },
  { to: '/termos', label: 'Termos de Uso' },
  { to: '/privacidade', label: 'Política de Privacidade' },
  { to: '/seguranca', label: 'Segurança' },
] as const;

export const seededPageSlugs = ['como-funciona', 'precos', 'blog', 'central-de-ajuda', 'contato', 'termos', 'privacidade', 'seguranca'] as const;
