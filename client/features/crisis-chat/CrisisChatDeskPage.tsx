import { MessageCircleHeart, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../api/client';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useCurrentUser } from '../auth/CurrentUserContext';
import { acceptChat, useChatConversation, useDuty, useWaitingChats } from './api';
import { ChatView } from './ChatView';
import { DutySwitch } from './DutySwitch';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

function OpenChat({ chatId, onLeave }: { chatId: number; onLeave: () => void }) {
  const conversation = useChatConversation(chatId);
  const chat = conversation.chat;
  const live = chat?.status === 'active';
  return (
    <section aria-labelledby="open-chat-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="open-chat-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <UserRound className="size-5" aria-hidden="true" />
          Chat with {chat?.student_name ?? '…'}
        </h2>
        <div className="flex gap-2">
          {live && (
            <Button variant="outline" onClick={() => void conversation.end()}>
              End chat
            </Button>
          )}
          <Button variant="ghost" onClick={onLeave}>
            Back to waiting list
          </Button>
        </div>
      </div>
      {chat && !live && (
        <p role="status" className="text-sm text-slate-800">
          This chat has{' '}
          {chat.status === 'escalated' ? 'gone to the crisis team as an urgent ticket' : 'ended'}.
        </p>
      )}
      <ChatView
        messages={conversation.messages}
        me="counselor"
        label="Conversation with the student"
        canWrite={live}
        onSend={conversation.send}
      />
    </section>
  );
}

/**
 * The Crisis Chat desk: counselors go on duty, see the students waiting and accept one (the first to accept
 * takes it), then chat; admins see who is on duty.
 */
export function CrisisChatDeskPage() {
  useDocumentTitle('Crisis Chat');
  const user = useCurrentUser();
  const counselor = user.role === 'counselor';
  const duty = useDuty();
  const onDuty = counselor && (duty.data?.on_duty ?? false);
  const waiting = useWaitingChats(counselor);
  const mine = waiting.data?.mine ?? [];
  const [params, setParams] = useSearchParams();
  const chatId = Number(params.get('chat')) || null;
  const [accepting, setAccepting] = useState<number | null>(null);

  const accept = async (id: number) => {
    setAccepting(id);
    try {
      await acceptChat(id);
      setParams({ chat: String(id) });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The chat could not be accepted.');
      void waiting.refetch();
    } finally {
      setAccepting(null);
    }
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
            <MessageCircleHeart className="size-6 text-indigo-700" aria-hidden="true" />
            Crisis Chat
          </h1>
          <p className="text-sm text-slate-700">
            Students in crisis ask for a live chat. Every counselor on duty is alerted; the first to accept
            takes it. After 60 seconds without an answer it becomes an urgent crisis ticket.
          </p>
        </div>
        {counselor && <DutySwitch />}
      </header>

      {user.role === 'admin' && (
        <Card className="p-4">
          <h2 className="font-semibold text-slate-900">Counselors on duty now</h2>
          {duty.data?.on_duty_counselors?.length ? (
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
              {duty.data.on_duty_counselors.map((c) => (
                <li key={c.id}>{c.name}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700">
              Nobody is on duty: a student's request goes to the crisis team as an urgent ticket at once.
            </p>
          )}
        </Card>
      )}

      {counselor && chatId !== null && <OpenChat chatId={chatId} onLeave={() => setParams({})} />}

      {counselor && chatId === null && (
        <section aria-labelledby="waiting-title" className="space-y-3">
          <h2 id="waiting-title" className="text-lg font-semibold text-slate-900">
            Students waiting
          </h2>
          {mine.length > 0 && (
            <div className="space-y-2">
              <h3 className="font-semibold text-slate-900">Your open chats</h3>
              <ul className="space-y-2">
                {mine.map((chat) => (
                  <li key={chat.id}>
                    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                      <p className="font-medium text-slate-900">
                        {chat.student_name}, since {timeOf(chat.accepted_at ?? chat.requested_at)}
                      </p>
                      <Button variant="outline" onClick={() => setParams({ chat: String(chat.id) })}>
                        Open chat
                      </Button>
                    </Card>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {!onDuty ? (
            <p className="text-sm text-slate-700">Turn on duty to be alerted and take crisis chats.</p>
          ) : waiting.data?.chats.length ? (
            <ul className="space-y-2">
              {waiting.data.chats.map((chat) => (
                <li key={chat.id}>
                  <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                    <div>
                      <p className="font-medium text-slate-900">{chat.student_name}</p>
                      <p className="text-sm text-slate-700">
                        {chat.anonymous ? 'Anonymous chat' : 'Crisis chat'}, asked at{' '}
                        {timeOf(chat.requested_at)}
                      </p>
                    </div>
                    <Button onClick={() => void accept(chat.id)} disabled={accepting !== null}>
                      Accept chat
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          ) : (
            <p role="status" className="text-sm text-slate-700">
              Nobody is waiting. You will hear a tone and see an alert when a student asks.
            </p>
          )}
        </section>
      )}
    </div>
  );
}
