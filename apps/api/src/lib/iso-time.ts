/** A timestamp as the API answers it: ISO 8601 in UTC (drivers give a Date or PostgreSQL's text). */
export const toIsoString = (value: Date | string): string => new Date(value).toISOString();

/** The same for a timestamp that may be missing: null stays null. */
export const isoOrNull = (value: Date | null): string | null => (value ? value.toISOString() : null);
