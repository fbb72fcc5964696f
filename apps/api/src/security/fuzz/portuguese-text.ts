/**
 * Words that give an English message away. "invalid" does not match "inválido" (á is not a), and
 * none of these is a Portuguese word, so a Portuguese sentence never trips it.
 */
const englishWords =
  /\b(invalid|expected|received|unrecognized|required|must|failed|found|too big|too small|too many|too large|string|number|object|array|undefined|boolean|cannot|unexpected|should|please|error|the|of|is|are|not|and|with|body|input|allowed|empty|missing|forbidden|unauthorized|unauthenticated|bad request|internal|server|unsupported|payload|request|route|key)\b/i;

/**
 * What a Portuguese sentence may quote without being English: `role=received`, "zz_campo", a
 * `code`. Taken out before looking for English words, so only the sentence itself is judged.
 */
function withoutQuotedValues(text: string): string {
  return text.replace(/"[^"]*"|“[^”]*”|'[^']*'|`[^`]*`|\S+=\S+/g, ' ');
}

function englishWordIn(text: string): string | undefined {
  return englishWords.exec(withoutQuotedValues(text))?.[0];
}

/**
 * Why a user-facing message is not Portuguese, or undefined when it is. A short Portuguese
 * message may have no accent and no common word ("Senha atual incorreta."), so the test is the
 * absence of English rather than the presence of Portuguese.
 */
export function notPortuguese(message: unknown): string | undefined {
  if (typeof message !== 'string' || message.trim() === '') return 'missing or empty';
  const english = englishWordIn(message);
  return english ? `English word "${english}"` : undefined;
}

/** Keys whose values are identifiers (field paths, codes, file names), not sentences. */
const identifierKeys = new Set(['path', 'location', 'field', 'code', 'file', 'key', 'keys', 'id', 'slug']);

/**
 * Every sentence in an error's details that is not Portuguese: each `message` must be Portuguese;
 * any other text with a space in it (a `reason`, say) must at least not be English. Identifiers
 * (no spaces, or under an identifier key) are left alone.
 */
export function nonPortugueseInDetails(details: unknown, at = 'details', depth = 0): string[] {
  if (depth > 8 || details === null || details === undefined) return [];
  if (typeof details === 'string') {
    const english = /\s/.test(details) ? englishWordIn(details) : undefined;
    return english ? [`${at}: English word "${english}" in ${JSON.stringify(details.slice(0, 120))}`] : [];
  }
  if (typeof details !== 'object') return [];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    const where = `${at}.${key}`;
    if (key === 'message') {
      const problem = notPortuguese(value);
      if (problem) problems.push(`${where}: ${problem}: ${JSON.stringify(String(value).slice(0, 120))}`);
    } else if (!identifierKeys.has(key)) problems.push(...nonPortugueseInDetails(value, where, depth + 1));
  }
  return problems;
}
