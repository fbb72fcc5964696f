import type { UserType } from '@passarela/shared';
import { FavoriteButton } from './favorite-button.tsx';

/** Which list a profile's heart belongs to: /contratantes holds contractors and photographers. */
const kindOfUserType: Partial<Record<UserType, 'model' | 'contractor'>> = { model: 'model', contractor: 'contractor', photographer: 'contractor' };

/** The heart on /perfil/{slug}, a little larger than on cards; none for team (admin) profiles. */
export function ProfileFavoriteButton({ userType, profileSlug, name }: { userType: UserType; profileSlug: string; name: string }) {
  const kind = kindOfUserType[userType];
  if (!kind) return null;
  return <FavoriteButton kind={kind} targetSlug={profileSlug} label={name} className="size-12 shrink-0 [&_svg]:size-6" />;
}
