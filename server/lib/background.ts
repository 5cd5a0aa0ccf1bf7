import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that may finish after the answer was sent (e-mails queued by a bulk import). A failure is logged,
 * never thrown; drain() waits for everything started, so shutting down loses nothing.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  start(name: string, task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
