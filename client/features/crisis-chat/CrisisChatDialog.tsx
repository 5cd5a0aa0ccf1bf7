import { LoaderCircle, PhoneCall } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CrisisChat } from '../../../common/schemas/crisis-chat';
import { ticketPath } from '../../app/paths';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { useContactsToShow } from '../crisis-support/useContacts';
import { startChat, useChatConversation } from './api';
import { ChatView } from './ChatView';

/** The numbers, always in view while the student chats: no dead end, whatever happens to the chat. */
function NumbersStrip() {
  const { contacts } = useContactsToShow();
  const shown = contacts.filter(
    (c) => c.href && (c.type === 'emergency' || c.type === 'hotline' || c.type === 'text'),
  );
  return (
    <nav aria-label="Crisis numbers" className="flex flex-wrap gap-2">
      {shown.map((c) => (
        <Button key={c.id} asChild variant={c.key === 'emergency' ? 'destructive' : 'outline'} size="sm">
          <a href={c.href ?? undefined}>
            <PhoneCall aria-hidden="true" />
            {c.action === 'text' && c.text_body ? `Text ${c.text_body} to ${c.value}` : `Call ${c.value}`}
          </a>
        </Button>
      ))}
    </nav>
  );
}

function statusText(chat: CrisisChat | null): string {
  if (!chat) return 'Connecting…';
  switch (chat.status) {
    case 'waiting':
      return 'Waiting for a counselor on duty to accept. If nobody can answer within 60 seconds, the crisis team is alerted and a counselor follows up.';
    case 'active':
      return `You are talking with ${chat.counselor_name ?? 'a counselor'}, a counselor of the university.`;
    case 'escalated':
      return 'No counselor could join the chat. An urgent crisis ticket was opened and a counselor will follow up with you.';
    default:
      return 'This chat has ended.';
  }
}

/**
 * The student's live crisis chat (or anonymous chat): started when the dialog opens, with a real counselor
 * on duty, or escalated to the crisis team when nobody can answer. Nothing in it is written by a machine
 * pretending to be a person: the hub's own lines are marked as automatic.
 */
export function CrisisChatDialog({
  open,
  anonymous,
  onOpenChange,
}: {
  open: boolean;
  anonymous: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [chatId, setChatId] = useState<number | null>(null);
  const [startError, setStartError] = useState(false);
  const conversation = useChatConversation(chatId);
  const chat = conversation.chat;

  useEffect(() => {
    if (!open || chatId !== null) return;
    let cancelled = false;
    setStartError(false);
    startChat(anonymous)
      .then((started) => {
        if (!cancelled) setChatId(started.id);
      })
      .catch(() => {
        if (!cancelled) setStartError(true);
      });
    return () => {
      cancelled = true;
    };
  }, [open, anonymous, chatId]);

  const finished = chat?.status === 'ended' || chat?.status === 'escalated';
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next && finished) setChatId(null);
  };
  const title = anonymous ? 'Anonymous Chat' : 'Crisis Chat';

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="gap-4 max-lg:inset-x-0 max-lg:top-auto max-lg:bottom-0 max-lg:left-0 max-lg:max-h-[95dvh] max-lg:w-full max-lg:max-w-none max-lg:translate-x-0 max-lg:translate-y-0 max-lg:overflow-y-auto max-lg:rounded-b-none max-lg:p-4 lg:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="text-slate-700">
            A live text chat with a counselor of the university on duty.
            {chat?.anonymous && !chat.name_shared ? ' Your name is hidden from the counselor.' : ''}
          </DialogDescription>
        </DialogHeader>
        <NumbersStrip />
        {startError ? (
          <p role="alert" className="text-sm text-red-700">
            The chat could not be started. Please call or text one of the numbers above now.
          </p>
        ) : (
          <p role="status" className="flex items-start gap-2 text-sm text-slate-800">
            {chat?.status === 'waiting' || !chat ? (
              <LoaderCircle
                className="mt-0.5 size-4 shrink-0 animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
            ) : null}
            <span>{statusText(chat)}</span>
          </p>
        )}
        {chat?.status === 'escalated' && chat.ticket_id !== null && (
          <p className="text-sm">
            <Link
              to={ticketPath(chat.ticket_id)}
              className="font-medium text-indigo-700 underline underline-offset-4"
              onClick={() => close(false)}
            >
              Open your urgent ticket {chat.ticket_number}
            </Link>
          </p>
        )}
        {chatId !== null && (
          <ChatView
            messages={conversation.messages}
            me="student"
            label={`${title} conversation`}
            canWrite={chat?.status === 'waiting' || chat?.status === 'active'}
            onSend={conversation.send}
          />
        )}
        {chat && !finished && (
          <div className="flex flex-wrap gap-2">
            {chat.anonymous && !chat.name_shared && (
              <Button variant="outline" onClick={() => void conversation.shareName()}>
                Share my name with the counselor
              </Button>
            )}
            <Button variant="outline" onClick={() => void conversation.end()}>
              End chat
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
