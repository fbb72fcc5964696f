/** Anything that has a place: a profile, a profile card, a job, a job card. */
export interface Place {
  city?: string | null;
  state?: string | null;
}

/**
 * The one way a place is written (docs/architecture.md rule 6): 'São Paulo, SP', city, comma and
 * UF, as Brazilian addresses and listings write it. The city alone or the UF alone when the
 * other is missing; '' when neither is known, so callers can hide the line.
 */
export function formatLocation(place: Place): string {
  const city = place.city?.trim() ?? '';
  const state = place.state?.trim().toUpperCase() ?? '';
  return [city, state].filter(Boolean).join(', ');
}
