/** A Server-Sent Events reader for tests: fetch with a streaming body, parsed into events as they arrive. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: Record<string, unknown>;
}

export interface SseConnection {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** The id of the last event that carried one: what a browser would send back as Last-Event-ID. */
  lastEventId(): string | undefined;
  /** The first event (from the start) matching `match`, waiting up to `timeoutMs` for it. */
  waitFor(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseFrame(frame: string): SseEvent | null {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  return { id, event, data: JSON.parse(data.join('\n')) as Record<string, unknown> };
}

export async function openStream(
  baseUrl: string,
  token: string,
  options: { lastEventId?: string } = {},
): Promise<SseConnection> {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const res = await fetch(`${baseUrl}/api/notifications/stream`, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const waker of [...wakers]) waker();
  };
  let lastId: string | undefined;
  let done = false;

  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const parsed = parseFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (!parsed) continue;
          if (parsed.id !== undefined) lastId = parsed.id;
          events.push(parsed);
          wake();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      done = true;
      wake();
    }
  })();

  return {
    status: res.status,
    headers: res.headers,
    events,
    lastEventId: () => lastId,
    ended,
    close: () => controller.abort(),
    waitFor(match, timeoutMs = 2000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            finish();
            resolve(found);
          } else if (done) {
            finish();
            reject(
              new Error(`stream ended without the event; got ${JSON.stringify(events.map((e) => e.event))}`),
            );
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          wakers.delete(check);
        };
        wakers.add(check);
        check();
      });
    },
  };
}

/** Titles of the notification events received so far, in order. */
export function notificationTitles(connection: SseConnection): string[] {
  return connection.events
    .filter((e) => e.event === 'notification')
    .map((e) => String((e.data.notification as { title: string }).title));
}
