import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../lib/mail';

/** Waits before each retry: 5 s, 30 s, 2 min, then every 5 minutes, for about an hour in all. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, ...Array.from({ length: 11 }, () => 300_000)];

interface Waiting {
  message: MailMessage;
  attempts: number;
  timer: NodeJS.Timeout | null;
}

export interface MailQueueStatus {
  /** E-mails that failed and wait for another attempt. */
  waiting: number;
  /** E-mails given up on since the start (each logged with its recipient and subject). */
  abandoned: number;
  last_error: string | null;
  last_error_at: string | null;
}

/**
 * Delivery that does not lose an e-mail to a passing fault (a full disk under the outbox, an SMTP server
 * restarting): a failed send waits in this process and is tried again, and the health check reports the
 * backlog. The queue lives in memory: on shutdown one last attempt is made and whatever still fails is logged
 * in full (recipient, subject, text) at error level, so an operator can deliver it by hand.
 */
export class MailRetryQueue {
  private readonly waiting = new Set<Waiting>();
  private abandoned = 0;
  private lastError: string | null = null;
  private lastErrorAt: string | null = null;

  constructor(
    private readonly mailer: () => Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly delays: readonly number[] = RETRY_DELAYS_MS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Sends now; on failure keeps the message for later. Never throws. Resolves true when it was sent. */
  async deliver(message: MailMessage): Promise<boolean> {
    return this.attempt({ message, attempts: 0, timer: null });
  }

  status(): MailQueueStatus {
    return {
      waiting: this.waiting.size,
      abandoned: this.abandoned,
      last_error: this.lastError,
      last_error_at: this.lastErrorAt,
    };
  }

  /** Tries every waiting e-mail at once (shutdown, tests); resolves when each attempt has finished. */
  async retryAll(): Promise<void> {
    const due = [...this.waiting];
    for (const item of due) {
      if (item.timer) clearTimeout(item.timer);
      this.waiting.delete(item);
    }
    await Promise.all(due.map((item) => this.attempt(item)));
  }

  /** One last attempt, then every e-mail still waiting is logged in full and dropped. */
  async close(): Promise<void> {
    await this.retryAll();
    for (const item of this.waiting) {
      if (item.timer) clearTimeout(item.timer);
      this.log.error({ mail: item.message, attempts: item.attempts }, 'e-mail not delivered before shutdown');
    }
    this.waiting.clear();
  }

  private async attempt(item: Waiting): Promise<boolean> {
    item.attempts += 1;
    try {
      await this.mailer().send(item.message);
      if (item.attempts > 1) {
        this.log.info({ to: item.message.to, attempts: item.attempts }, 'e-mail delivered on retry');
      }
      if (this.waiting.size === 0) this.lastError = null;
      return true;
    } catch (error) {
      this.lastError = error instanceof Error ? error.message : String(error);
      this.lastErrorAt = this.now().toISOString();
      const delay = this.delays[item.attempts - 1];
      if (delay === undefined) {
        this.abandoned += 1;
        this.log.error({ err: error, mail: item.message, attempts: item.attempts }, 'e-mail abandoned');
        return false;
      }
      this.log.error(
        { err: error, to: item.message.to, subject: item.message.subject, retryInMs: delay },
        'e-mail failed; it will be tried again',
      );
      item.timer = setTimeout(() => {
        this.waiting.delete(item);
        void this.attempt(item);
      }, delay);
      item.timer.unref();
      this.waiting.add(item);
      return false;
    }
  }
}
