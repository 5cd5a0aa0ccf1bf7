import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import {
  type ChatMessage,
  CRISIS_CHAT_EVENTS,
  type CrisisChat,
  chatMessageSchema,
  crisisChatSchema,
  dutyStateSchema,
} from '../../../common/schemas/crisis-chat';
import { apiRequest } from '../../api/client';
import { STREAM_RECONNECTED, useLiveEvent } from '../../lib/live-events';

const oneChat = z.object({ chat: crisisChatSchema });
const dutyAnswer = z.object({ duty: dutyStateSchema });
const messagesAnswer = z.object({ chat: crisisChatSchema, messages: z.array(chatMessageSchema) });

export const crisisChatKeys = {
  duty: ['crisis-chat', 'duty'] as const,
  waiting: ['crisis-chat', 'waiting'] as const,
};

export function useDuty(enabled = true) {
  return useQuery({
    queryKey: crisisChatKeys.duty,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/crisis-chat/duty', undefined, { schema: dutyAnswer, signal })).duty,
    enabled,
  });
}

export function useSetDuty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (onDuty: boolean) =>
      (await apiRequest('PUT', '/crisis-chat/duty', { on_duty: onDuty }, { schema: dutyAnswer })).duty,
    onSuccess: (duty) => {
      queryClient.setQueryData(crisisChatKeys.duty, duty);
      void queryClient.invalidateQueries({ queryKey: crisisChatKeys.waiting });
    },
  });
}

/** Waiting requests (`chats`) and the counselor's own chats still going (`mine`). */
export async function fetchWaiting({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<{ chats: CrisisChat[]; mine: CrisisChat[] }> {
  return apiRequest('GET', '/crisis-chat/waiting', undefined, {
    schema: z.object({ chats: z.array(crisisChatSchema), mine: z.array(crisisChatSchema) }),
    signal,
  });
}

/** Open requests for a counselor on duty, read again on every ring and after the stream reconnects. */
export function useWaitingChats(enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: crisisChatKeys.waiting }),
    [queryClient],
  );
  useLiveEvent(CRISIS_CHAT_EVENTS.waiting, refresh);
  useLiveEvent(STREAM_RECONNECTED, refresh);
  return useQuery({
    queryKey: crisisChatKeys.waiting,
    queryFn: fetchWaiting,
    enabled,
    // A request escalates after 60 seconds; the list stays true even if a ring was missed.
    refetchInterval: enabled ? 15_000 : false,
  });
}

export function startChat(anonymous: boolean) {
  return apiRequest('POST', '/crisis-chat', { anonymous }, { schema: oneChat }).then((r) => r.chat);
}

export function acceptChat(id: number) {
  return apiRequest('POST', `/crisis-chat/${id}/accept`, undefined, { schema: oneChat }).then((r) => r.chat);
}

/**
 * One chat as its lines arrive: the rows are read after the last one seen whenever the live event says
 * something changed, after the stream reconnects, and every 10 seconds as a safety net.
 */
export function useChatConversation(chatId: number | null) {
  const [chat, setChat] = useState<CrisisChat | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [failed, setFailed] = useState(false);
  const last = useRef(0);
  const busy = useRef(false);

  const read = useCallback(async () => {
    if (chatId === null || busy.current) return;
    busy.current = true;
    try {
      const answer = await apiRequest(
        'GET',
        `/crisis-chat/${chatId}/messages${last.current ? `?after=${last.current}` : ''}`,
        undefined,
        { schema: messagesAnswer },
      );
      setChat(answer.chat);
      setFailed(false);
      if (answer.messages.length) {
        last.current = answer.messages.at(-1)?.id ?? last.current;
        setMessages((old) => {
          const known = new Set(old.map((m) => m.id));
          return [...old, ...answer.messages.filter((m) => !known.has(m.id))];
        });
      }
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
    }
  }, [chatId]);

  useEffect(() => {
    last.current = 0;
    setMessages([]);
    setChat(null);
    if (chatId === null) return;
    void read();
    const timer = window.setInterval(() => void read(), 10_000);
    return () => window.clearInterval(timer);
  }, [chatId, read]);

  useLiveEvent(CRISIS_CHAT_EVENTS.changed, (event) => {
    if (event.chat_id === chatId) void read();
  });
  useLiveEvent(STREAM_RECONNECTED, () => void read());

  const post = async (path: string, body?: unknown) => {
    if (chatId === null) return;
    await apiRequest('POST', `/crisis-chat/${chatId}${path}`, body, { schema: z.unknown() });
    await read();
  };

  return {
    chat,
    messages,
    failed,
    refresh: read,
    send: (text: string) => post('/messages', { body: text }),
    shareName: () => post('/share-name'),
    end: () => post('/end'),
  };
}
