import type { UserType } from '@passarela/shared';

export const userTypeLabels: Record<UserType, string> = { model: 'Modelo', contractor: 'Contratante', photographer: 'Fotógrafo', admin: 'Administrador' };

export const userTypePluralLabels: Record<UserType, string> = {
  model: 'Modelos',
  contractor: 'Contratantes',
  photographer: 'Fotógrafos',
  admin: 'Administradores',
};
