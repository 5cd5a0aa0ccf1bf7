import { Phone, Send, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ROOM_EVENTS, ROOM_LIMITS, type RoomMessage } from '../../../common/schemas/session-room';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { enterSends } from '../../lib/enter-sends';
import { STREAM_RECONNECTED, useLiveEvent } from '../../lib/live-events';
import { postMessage, readMessages } from './api';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Call 988 and Emergency (911): always in reach in the session, the waiting room and the chat. */
export function CrisisCallButtons() {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" asChild>
        <a href="tel:988" aria-label="Call 988, the Suicide and Crisis Lifeline">
          <Phone aria-hidden="true" />
          Call 988
        </a>
      </Button>
      <Button size="sm" variant="destructive" asChild>
        <a href="tel:911" aria-label="Emergency: call 911">
          <ShieldAlert aria-hidden="true" />
          Emergency
        </a>
      </Button>
    </div>
  );
}

/**
 * The session's text chat, stored with the appointment: Enter sends, Shift+Enter adds a line; empty messages are
 * not sent. New messages are read when a live event says one is there, and after the stream reconnects.
 */
export function RoomChat({
  appointmentId,
  canWrite,
  role,
}: {
  appointmentId: number;
  canWrite: boolean;
  role: 'student' | 'counselor';
}) {
  const ids = useId();
  const [messages, setMessages] = useState<RoomMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [crisis, setCrisis] = useState(false);
  const [sending, setSending] = useState(false);
  const last = useRef(0);
  const reading = useRef<Promise<void>>(Promise.resolve());
  const list = useRef<HTMLElement>(null);

  const pull = useCallback(() => {
    reading.current = reading.current.then(async () => {
      try {
        const fresh = await readMessages(appointmentId, last.current);
        if (fresh.length === 0) return;
        last.current = fresh.at(-1)!.id;
        setMessages((old) => [...old, ...fresh.filter((m) => !old.some((o) => o.id === m.id))]);
      } catch {
        // The next live event or reconnect reads again.
      }
    });
  }, [appointmentId]);

  useEffect(() => pull(), [pull]);
  useLiveEvent(ROOM_EVENTS.message, (event) => {
    if (event.appointment === appointmentId) pull();
  });
  useLiveEvent(STREAM_RECONNECTED, () => pull());

  useEffect(() => {
    const el = list.current;
    if (el && messages.length > 0) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  const submit = async () => {
    const body = draft.trim();
    if (!body || sending) return;
    setSending(true);
    setError(null);
    try {
      const answer = await postMessage(appointmentId, body);
      setDraft('');
      if (answer.crisis) setCrisis(true);
      pull();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The message was not sent');
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="flex min-h-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${ids}-title`} className="text-base font-semibold text-slate-900">
          Session chat
        </h2>
        <Badge variant="success">
          <ShieldCheck className="size-3" aria-hidden="true" />
          Confidential
        </Badge>
      </div>
      {crisis && role === 'student' && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          What you wrote sounds serious. Your counselor and the support team have been alerted. If you are in
          danger now, call 911; you can call or text 988 at any time, or text HOME to 741741.
        </div>
      )}
      <section
        ref={list}
        aria-label="Messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached with the keyboard to scroll it
        tabIndex={0}
        className="max-h-72 min-h-24 overflow-y-auto rounded-lg bg-slate-50 p-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <ol aria-live="polite" className="flex flex-col gap-2">
          {messages.length === 0 && <li className="text-sm text-slate-600">No messages yet.</li>}
          {messages.map((message) => (
            <li
              key={message.id}
              className={
                message.mine
                  ? 'ml-8 rounded-lg bg-indigo-600 px-3 py-2 text-sm text-white'
                  : 'mr-8 rounded-lg bg-white px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-200'
              }
            >
              <p className="text-xs font-medium opacity-90">
                {message.mine ? 'You' : message.sender_name}, {timeOf(message.created_at)}
              </p>
              <p className="whitespace-pre-wrap break-words">{message.body}</p>
            </li>
          ))}
        </ol>
      </section>
      {canWrite && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={`${ids}-box`} className="text-sm font-medium text-slate-800">
            Message
          </label>
          <Textarea
            id={`${ids}-box`}
            value={draft}
            rows={2}
            maxLength={ROOM_LIMITS.messageMax}
            aria-describedby={`${ids}-hint`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={enterSends(() => void submit())}
          />
          <p id={`${ids}-hint`} className="text-xs text-slate-600">
            Enter sends, Shift+Enter adds a line.
          </p>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CrisisCallButtons />
            <Button type="submit" size="sm" disabled={sending || draft.trim() === ''}>
              <Send aria-hidden="true" />
              Send
            </Button>
          </div>
        </form>
      )}
      {!canWrite && <CrisisCallButtons />}
    </section>
  );
}
