import type { OwnProfile } from '@passarela/shared';

export interface CompletenessItem {
  key: string;
  label: string;
  done: boolean;
}

/**
 * What makes a profile worth finding: the photo and the wizard's fields, the bio, a model's comp
 * card (shoe size stays optional: few jobs ask), a photographer's specialties and the company for
 * contractors and photographers. Percent is rounded down so 100% means truly complete.
 */
export function profileCompleteness(profile: OwnProfile): { percent: number; items: CompletenessItem[] } {
  const isModel = profile.user_type === 'model';
  const items: CompletenessItem[] = [
    { key: 'photo', label: 'Foto de perfil', done: Boolean(profile.profile_image_url) },
    { key: 'name', label: 'Nome e sobrenome', done: Boolean(profile.first_name.trim() && profile.last_name.trim()) },
    { key: 'location', label: 'Cidade e estado', done: Boolean(profile.city && profile.state) },
    { key: 'phone', label: 'WhatsApp', done: Boolean(profile.phone) },
    { key: 'instagram', label: 'Instagram', done: Boolean(profile.instagram_handle) },
    { key: 'bio', label: 'Bio', done: Boolean(profile.bio?.trim()) },
  ];
  if (isModel) {
    items.push(
      { key: 'appearance', label: 'Aparência e perfil físico', done: Boolean(profile.model_type && profile.model_physical_type) },
      { key: 'characteristics', label: 'Características', done: profile.model_characteristics.length > 0 },
      { key: 'interests', label: 'Interesses de trabalho', done: profile.work_interests.length > 0 },
      { key: 'birth_date', label: 'Data de nascimento', done: Boolean(profile.birth_date) },
      {
        key: 'measurements',
        label: 'Altura e medidas',
        done: [profile.height_cm, profile.bust_cm, profile.waist_cm, profile.hips_cm].every((value) => value !== null),
      },
      { key: 'hair_and_eyes', label: 'Cor do cabelo e dos olhos', done: Boolean(profile.hair_color && profile.eye_color) },
      { key: 'categories', label: 'Categorias', done: profile.profile_categories.length > 0 },
    );
  } else {
    items.push(
      { key: 'company', label: 'Nome da empresa ou marca', done: Boolean(profile.company_name) },
      { key: 'company_details', label: 'Sobre a empresa', done: Boolean(profile.company_details) },
    );
    if (profile.user_type === 'photographer') {
      items.push({ key: 'specialties', label: 'Especialidades', done: profile.photographer_specialties.length > 0 });
    }
  }
  const done = items.filter((item) => item.done).length;
  return { percent: Math.floor((done / items.length) * 100), items };
}
