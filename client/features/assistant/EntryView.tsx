import { ArrowRight, MessageSquareText, Phone, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { Highlighted } from '../help/Highlighted';
import { type Entry, WIDGET_ACTIONS, WIDGET_SENTENCES } from './conversation';
import { type ReplyLink, replyLinks, widgetLinks } from './links';

/** One entry of the conversation: the student's message, or the help search's answer with its links. */
export function EntryView({ entry, onNavigate }: { entry: Entry; onNavigate: () => void }) {
  if (entry.from === 'student') {
    return (
      <div className="ml-8 rounded-lg bg-indigo-700 px-3 py-2 text-sm text-white">
        <span className="sr-only">You wrote: </span>
        <p className="whitespace-pre-wrap break-words">{entry.text}</p>
      </div>
    );
  }
  if ('sentence' in entry) {
    return (
      <HubEntry>
        <p>{WIDGET_SENTENCES[entry.sentence]}</p>
        <Links links={widgetLinks(WIDGET_ACTIONS[entry.sentence])} onNavigate={onNavigate} />
      </HubEntry>
    );
  }
  const { reply, question } = entry;
  const links = replyLinks(reply.actions, question);
  if (reply.crisis.is_crisis) {
    return (
      <HubEntry crisis>
        <p className="flex gap-2 font-medium text-red-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{reply.reply}</span>
        </p>
        <Links links={links} onNavigate={onNavigate} />
      </HubEntry>
    );
  }
  return (
    <HubEntry>
      <p>{reply.reply}</p>
      {reply.faqs.length > 0 && (
        <ul className="space-y-2" aria-label="Help Center answers">
          {reply.faqs.map((faq) => (
            <li key={faq.id} className="rounded-md border border-slate-200 bg-white p-2">
              <Link
                to={`/help?faq=${faq.id}`}
                onClick={onNavigate}
                className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                {faq.question}
              </Link>
              <p className="mt-1 text-xs text-slate-700">
                <Highlighted html={faq.snippet} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <Links links={links} onNavigate={onNavigate} />
    </HubEntry>
  );
}

function HubEntry({ crisis = false, children }: { crisis?: boolean; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        'mr-4 space-y-2 rounded-lg border px-3 py-2 text-sm text-slate-900',
        crisis ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white',
      )}
    >
      <span className="sr-only">Help assistant: </span>
      {children}
    </div>
  );
}

function Links({ links, onNavigate }: { links: ReplyLink[]; onNavigate: () => void }) {
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={`${link.kind}-${link.label}`}>
          {link.kind === 'phone' ? (
            <Button asChild size="sm" variant={link.emergency ? 'destructive' : 'outline'}>
              <a href={link.href}>
                {link.href.startsWith('sms:') ? (
                  <MessageSquareText aria-hidden="true" />
                ) : (
                  <Phone aria-hidden="true" />
                )}
                {link.label}
              </a>
            </Button>
          ) : (
            <Button asChild size="sm" variant={link.urgent ? 'destructive' : 'outline'}>
              <Link to={link.to} state={link.state} onClick={onNavigate}>
                <ArrowRight aria-hidden="true" />
                {link.label}
              </Link>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
