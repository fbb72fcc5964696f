/** LIKE treats %, _ and \ as special; text typed by a person (or an address) means the characters themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
