const SAFE_URL = /^(https?:|mailto:|tel:)/i;

/** The address a link in a FAQ answer may keep: http(s), mailto or tel, else nothing. */
export function safeHref(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim() ?? '';
  return SAFE_URL.test(trimmed) ? trimmed : undefined;
}
