/** Texts the product engine reads as below medium with a possible concern (checked in concerns.test.ts). */
export const CONCERN_SUBJECT = 'Feeling low this term';
export const CONCERN = 'I have been feeling empty and tired of everything for weeks.';
export const CONCERN_REPLY = "I feel so alone here, I cry every night and I don't see things getting better.";

export const QUEUE = '/api/tickets/concerns';
export const reviewUrl = (ticketId: number) => `/api/tickets/${ticketId}/concern-review`;
