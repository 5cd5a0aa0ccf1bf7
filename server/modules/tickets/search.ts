/**
 * Search works on words: runs of letters and digits, lowercased, without accents. The stored text and the
 * search are cut the same way, so "student2@university.edu" and "TKT-2026-000002" match word by word on both
 * databases (PostgreSQL's parser would otherwise keep an e-mail address as one token).
 */
function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The words the full-text index holds for a ticket. */
export function searchTextOf(parts: {
  ticket_number: string;
  subject: string;
  description: string;
  requester_name: string;
  requester_email: string;
  assignee_name: string | null;
  category_name: string;
  tags: string[];
  keywords: string[];
}): string {
  return words(
    [
      parts.ticket_number,
      parts.subject,
      parts.description,
      parts.requester_name,
      parts.requester_email,
      parts.assignee_name ?? '',
      parts.category_name,
      parts.tags.join(' '),
      parts.keywords.join(' '),
    ].join(' '),
  ).join(' ');
}

/** The words of a search, for the full-text index: letters and digits only, so no query syntax gets through. */
export function searchTokens(search: string): string[] {
  return words(search).slice(0, 8);
}

/** An FTS5 query for search words: each a quoted prefix, all required. */
export function ftsQuery(tokens: string[]): string {
  return tokens.map((token) => `"${token}"*`).join(' ');
}
