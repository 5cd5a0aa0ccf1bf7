import { Info, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type ChatMessage, CRISIS_CHAT_LIMITS } from '../../../common/schemas/crisis-chat';
import { isApiError } from '../../api/client';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { enterSends } from '../../lib/enter-sends';
import { cn } from '../../lib/utils';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** One line: a person's bubble, or a system line that is visibly the hub's own words. */
function Line({ message, mine }: { message: ChatMessage; mine: boolean }) {
  if (message.sender === 'system') {
    return (
      <li className="flex gap-2 rounded-lg border border-slate-300 bg-slate-100 p-3 text-sm text-slate-800">
        <Info className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden="true" />
        <p>
          <span className="font-semibold">Hub message (automatic): </span>
          {message.body}
        </p>
      </li>
    );
  }
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <span className="text-xs text-slate-600">
        {mine ? 'You' : message.sender_name} · {timeOf(message.created_at)}
      </span>
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm',
          mine ? 'bg-indigo-700 text-white' : 'bg-white text-slate-900 ring-1 ring-slate-200',
        )}
      >
        {message.body}
      </p>
    </li>
  );
}

/**
 * The conversation and the composer, shared by the student's dialog and the counselor's desk. Enter sends,
 * Shift+Enter starts a new line. New lines are announced politely to screen readers (`role="log"`).
 */
export function ChatView({
  messages,
  me,
  canWrite,
  onSend,
  label,
}: {
  messages: ChatMessage[];
  me: 'student' | 'counselor';
  canWrite: boolean;
  onSend: (text: string) => Promise<void>;
  label: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const errorId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a line arrives
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSend(body);
      setText('');
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.errors.body?.[0] ?? failure.message)
          : 'Your message was not sent. Please try again.',
      );
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = enterSends(() => void submit());

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div
        role="log"
        aria-label={label}
        aria-live="polite"
        className="max-h-[45dvh] min-h-40 overflow-y-auto rounded-xl bg-slate-50 p-3"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must reach it
        tabIndex={0}
      >
        <ol className="space-y-3">
          {messages.map((m) => (
            <Line key={m.id} message={m} mine={m.sender === me} />
          ))}
        </ol>
        <div ref={end} aria-hidden="true" />
      </div>
      {canWrite && (
        <form onSubmit={submit} className="space-y-2">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
            Your message
          </label>
          <Textarea
            id={inputId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            maxLength={CRISIS_CHAT_LIMITS.messageMax}
            className="min-h-20"
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-slate-600">Enter sends, Shift+Enter starts a new line.</p>
            <Button type="submit" disabled={sending || !text.trim()}>
              <Send aria-hidden="true" />
              Send
            </Button>
          </div>
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
