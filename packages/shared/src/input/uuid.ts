/** The one shape of an id we issue (a UUID): anything else names nothing, and answers 404. */
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidShape.test(value);
}
