import { LIMITS } from '../../../common/limits';
import type { AssistantReply } from '../../../common/schemas/help-shapes';
import { clearConversation, STORAGE_KEY } from './forget';

export { clearConversation, STORAGE_KEY };

/**
 * The help assistant's conversation: kept in this tab's sessionStorage only (never on the server), for the
 * signed-in user it belongs to, and removed at every sign-in and sign-out. Pure functions plus that one
 * storage key.
 */

export const ASSISTANT_MESSAGE_MAX = LIMITS.help.assistantMessageMax;
/** Older entries drop off; the conversation is a help search, not a record. */
export const KEPT_ENTRIES = 40;

/** The sentences the widget itself says. Everything else it shows comes from the server's fixed replies and FAQs. */
export const WIDGET_SENTENCES = {
  greeting:
    'Hello. I am an automated help search, not a person. Ask a question and I will look for answers in the ' +
    'Help Center, or choose one of the options below.',
  faqHelp:
    'Type your question in the box below and I will search the Help Center for it. You can also browse every ' +
    'FAQ in the Help Center.',
  booking:
    'You can book a counseling session in My Appointments: choose video, phone or chat, a counselor or ' +
    'Auto-Assign, and a free time. If you need someone sooner, see the ways to reach a counselor.',
  failed: 'Sorry, the Help Center could not be searched just now. Please try again in a moment.',
} as const;
export type WidgetSentence = keyof typeof WIDGET_SENTENCES;

export interface WidgetAction {
  label: string;
  href: string;
  /** The submit form opens prefilled with the question (the student confirms). */
  ticketFrom?: string;
}

/** The actions that go with the widget's own sentences. */
export const WIDGET_ACTIONS: Partial<Record<WidgetSentence, WidgetAction[]>> = {
  faqHelp: [{ label: 'Browse all FAQs', href: '/help' }],
  booking: [
    { label: 'Book an appointment', href: '/appointments' },
    { label: 'Ways to reach a counselor', href: '/counseling' },
  ],
};

export type Entry =
  | { id: number; from: 'student'; text: string }
  | { id: number; from: 'hub'; sentence: WidgetSentence }
  | { id: number; from: 'hub'; reply: AssistantReply; question: string };

/** An entry before it is numbered. */
export type NewEntry = Entry extends infer E ? (E extends Entry ? Omit<E, 'id'> : never) : never;

export interface Conversation {
  userId: number;
  entries: Entry[];
}

/** The text to send, or null when there is nothing to send (empty, spaces only, over the limit). */
export function sendable(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > ASSISTANT_MESSAGE_MAX) return null;
  return trimmed;
}

/** Adds entries at the end, keeping the last KEPT_ENTRIES. */
export function appendEntries(entries: Entry[], ...added: NewEntry[]): Entry[] {
  let next = entries.reduce((max, entry) => Math.max(max, entry.id), 0);
  const withIds = added.map((entry) => ({ ...entry, id: ++next }) as Entry);
  return [...entries, ...withIds].slice(-KEPT_ENTRIES);
}

function isEntry(value: unknown): value is Entry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  if (typeof entry.id !== 'number') return false;
  if (entry.from === 'student') return typeof entry.text === 'string';
  if (entry.from !== 'hub') return false;
  if (typeof entry.sentence === 'string') return Object.hasOwn(WIDGET_SENTENCES, entry.sentence);
  const reply = entry.reply as Record<string, unknown> | undefined;
  return (
    typeof entry.question === 'string' &&
    !!reply &&
    typeof reply.reply === 'string' &&
    Array.isArray(reply.faqs) &&
    Array.isArray(reply.actions) &&
    !!reply.crisis
  );
}

/** The stored conversation of this user in this tab, or an empty one (another user's is never shown). */
export function loadConversation(
  userId: number,
  storage: Pick<Storage, 'getItem'> | null = session(),
): Entry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return [];
    const { userId: owner, entries } = parsed as Partial<Conversation>;
    if (owner !== userId || !Array.isArray(entries)) return [];
    return entries.filter(isEntry).slice(-KEPT_ENTRIES);
  } catch {
    return [];
  }
}

export function saveConversation(
  userId: number,
  entries: Entry[],
  storage: Pick<Storage, 'setItem'> | null = session(),
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ userId, entries } satisfies Conversation));
  } catch {
    // Storage may be full or refused (private browsing): the conversation still works for this visit.
  }
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
