import { useMutation } from '@tanstack/react-query';
import { CalendarDays, HelpCircle, LoaderCircle, Send, SquarePlus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { assistantReplySchema } from '../../../common/schemas/help-shapes';
import { apiRequest, isApiError } from '../../api/client';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/textarea';
import { enterSends } from '../../lib/enter-sends';
import {
  ASSISTANT_MESSAGE_MAX,
  appendEntries,
  clearConversation,
  type Entry,
  loadConversation,
  type NewEntry,
  saveConversation,
  sendable,
  type WidgetSentence,
} from './conversation';
import { EntryView } from './EntryView';
import { widgetLinks } from './links';

const askAssistant = (message: string) =>
  apiRequest('POST', '/help/assistant', { message }, { schema: assistantReplySchema });

/**
 * The help assistant's panel: a modal dialog (a sheet on phones, a panel bottom right on larger screens) with
 * the conversation as a live log, the three quick actions and the question box. Enter sends, Shift+Enter
 * adds a line, Escape closes. The conversation stays in this tab only.
 */
export function AssistantPanel({
  open,
  onOpenChange,
  userId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: number;
}) {
  const ids = { input: useId(), hint: useId(), error: useId() };
  const [entries, setEntries] = useState<Entry[]>(() => loadConversation(userId));
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const ask = useMutation({ mutationFn: askAssistant });
  const navigate = useNavigate();

  const add = (...added: NewEntry[]) =>
    setEntries((current) => {
      const next = appendEntries(current, ...added);
      saveConversation(userId, next);
      return next;
    });

  // A new entry scrolls into view (the log announces it to screen readers).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation grows or opens
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries.length, ask.isPending, open]);

  const send = (text: string) => {
    const message = sendable(text);
    if (!message || ask.isPending) return;
    setError(null);
    add({ from: 'student', text: message });
    setDraft('');
    ask.mutate(message, {
      onSuccess: (reply) => add({ from: 'hub', reply, question: message }),
      onError: (failure) => {
        const first = isApiError(failure) ? failure.errors.message?.[0] : undefined;
        if (first) {
          setError(first);
          setDraft(message);
        } else add({ from: 'hub', sentence: 'failed' });
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  const onKeyDown = enterSends(() => send(draft));

  const say = (sentence: WidgetSentence, focusInput = false) => {
    add({ from: 'hub', sentence });
    if (focusInput) input.current?.focus();
  };

  const clear = () => {
    clearConversation();
    setEntries([]);
    setError(null);
    input.current?.focus();
  };

  const tooLong = draft.trim().length > ASSISTANT_MESSAGE_MAX;
  const lastEntry = entries.findLast((entry) => entry.from === 'student');
  const lastQuestion = lastEntry?.from === 'student' ? lastEntry.text : undefined;

  // "Submit ticket" opens the form, filled in with the last question when there is one.
  const openTicketForm = () => {
    const [link] = widgetLinks([
      { label: 'Submit a ticket', href: '/submit-ticket', ticketFrom: lastQuestion },
    ]);
    onOpenChange(false);
    if (link?.kind === 'page') navigate(link.to, { state: link.state });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="inset-0 top-0 left-0 flex h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col gap-3 rounded-none p-4 sm:inset-auto sm:top-auto sm:left-auto sm:right-6 sm:bottom-6 sm:h-[min(40rem,calc(100dvh-3rem))] sm:w-[26rem] sm:rounded-xl"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          input.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            Help assistant
            <Badge variant="secondary">Automated</Badge>
          </DialogTitle>
          <DialogDescription className="text-slate-600">
            An automated search of the Help Center, not a person. In an emergency call{' '}
            <a href="tel:911" className="font-semibold text-red-700 underline">
              911
            </a>
            , or call or text{' '}
            <a href="tel:988" className="font-semibold text-red-700 underline">
              988
            </a>
            .
          </DialogDescription>
        </DialogHeader>

        <div
          ref={log}
          role="log"
          aria-label="Conversation with the help assistant"
          aria-live="polite"
          aria-busy={ask.isPending || undefined}
          className="min-h-0 flex-1 space-y-3 overflow-y-auto rounded-lg bg-slate-50 p-3"
        >
          <EntryView
            entry={{ id: 0, from: 'hub', sentence: 'greeting' }}
            onNavigate={() => onOpenChange(false)}
          />
          {entries.map((entry) => (
            <EntryView key={entry.id} entry={entry} onNavigate={() => onOpenChange(false)} />
          ))}
          {ask.isPending && (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              Searching the Help Center…
            </p>
          )}
        </div>

        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Quick actions</legend>
          <Button type="button" variant="outline" size="sm" onClick={() => say('booking')}>
            <CalendarDays aria-hidden="true" />
            Book appointment
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={openTicketForm}>
            <SquarePlus aria-hidden="true" />
            Submit ticket
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => say('faqHelp', true)}>
            <HelpCircle aria-hidden="true" />
            FAQ help
          </Button>
        </fieldset>

        <form onSubmit={onSubmit} className="space-y-1.5">
          <label htmlFor={ids.input} className="sr-only">
            Your question
          </label>
          <div className="flex items-end gap-2">
            <Textarea
              ref={input}
              id={ids.input}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
              onKeyDown={onKeyDown}
              rows={2}
              maxLength={ASSISTANT_MESSAGE_MAX}
              placeholder="Type your question…"
              aria-invalid={error || tooLong ? true : undefined}
              aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
              className="min-h-12 flex-1 resize-none"
            />
            <Button
              type="submit"
              size="icon"
              aria-label="Send"
              disabled={ask.isPending || sendable(draft) === null}
            >
              <Send aria-hidden="true" />
            </Button>
          </div>
          <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
            <span id={ids.hint}>Enter sends, Shift+Enter adds a line. Kept in this tab only.</span>
            {entries.length > 0 && (
              <Button type="button" variant="ghost" size="sm" onClick={clear}>
                <Trash2 aria-hidden="true" />
                Clear
              </Button>
            )}
          </div>
          {error && (
            <p id={ids.error} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
