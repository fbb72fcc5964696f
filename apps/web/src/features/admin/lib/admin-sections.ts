/** The sections of /admin, chosen by `?secao=`; anything unknown opens the first. */
export const adminSections = [
  { id: 'visao-geral', label: 'Visão Geral' },
  { id: 'usuarios', label: 'Usuários' },
  { id: 'configuracoes', label: 'Configurações' },
  { id: 'paginas', label: 'Páginas' },
  { id: 'moderacao', label: 'Moderação' },
  { id: 'denuncias', label: 'Denúncias' },
  { id: 'verificacoes', label: 'Verificações' },
  { id: 'contato', label: 'Contato' },
  { id: 'saques', label: 'Saques' },
  { id: 'disputas', label: 'Disputas' },
  { id: 'auditoria', label: 'Auditoria' },
] as const;
export type AdminSectionId = (typeof adminSections)[number]['id'];

export function resolveAdminSection(param: string | null): (typeof adminSections)[number] {
  return adminSections.find((section) => section.id === param) ?? adminSections[0];
}
