import { useEffect, useRef } from 'react';
import { type LiveEvent, liveEventSchema } from '../../common/schemas/notifications';

/**
 * Live events of the tab's notification stream (`event: live`), handed to the features that listen for them
 * (a session room, a crisis chat). Events are hints with ids; after `stream.reconnected` a listener re-reads
 * its rows, since what arrived while the stream was down is not replayed.
 */
export const STREAM_RECONNECTED = 'stream.reconnected';

type Handler = (event: LiveEvent) => void;
const handlers = new Map<string, Set<Handler>>();

/** Hands an event from the stream to its listeners; anything that is not a live event is ignored. */
export function emitLiveEvent(data: unknown): void {
  const parsed = liveEventSchema.safeParse(data);
  if (!parsed.success) return;
  for (const handler of [...(handlers.get(parsed.data.type) ?? [])]) {
    try {
      handler(parsed.data);
    } catch (error) {
      console.error('A live event listener failed', error);
    }
  }
}

/** Listens for one type of live event; returns the way to stop. */
export function onLiveEvent(type: string, handler: Handler): () => void {
  const set = handlers.get(type) ?? new Set<Handler>();
  handlers.set(type, set);
  set.add(handler);
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(type);
  };
}

/** Listens while mounted; the latest handler is called (no resubscribe on every render). */
export function useLiveEvent(type: string, handler: Handler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  useEffect(() => onLiveEvent(type, (event) => latest.current(event)), [type]);
}
