import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db';
import { errorText } from '../../lib/errors';
import type { MailAttachment, Mailer, MailMessage } from '../../lib/mail';
import {
  claimRow,
  countOutbox,
  deleteRow,
  findDueRows,
  insertOutboxRow,
  type OutboxRow,
  pruneAbandoned,
  recordFailure,
} from './repository';

/** Waits before each retry: 5 s, 30 s, 2 min, then every 5 minutes, for about an hour in all. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, ...Array.from({ length: 11 }, () => 300_000)];
/** How long a server holds an e-mail it is sending before another server may take it. */
const LEASE_MS = 60_000;
/** How often each server looks for e-mails due for a retry. */
const POLL_MS = 5_000;
const BATCH = 50;
/** Abandoned e-mails stay this long for the health check and an operator, then are deleted. */
const KEEP_ABANDONED_MS = 30 * 24 * 3_600_000;
/** The health check warns about e-mails abandoned within this window. */
const RECENT_ABANDONED_MS = 24 * 3_600_000;

export interface MailQueueStatus {
  /** E-mails that failed and wait for another attempt. */
  waiting: number;
  /** E-mails given up on in the last 24 hours (each logged with its recipient and subject). */
  abandoned: number;
  last_error: string | null;
  last_error_at: string | null;
}

/** The stored attachments of an e-mail (JSON text), or none. */
function attachmentsOf(raw: string | null): MailAttachment[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as MailAttachment[]) : [];
  } catch {
    return [];
  }
}

/**
 * Delivery that does not lose an e-mail to a passing fault (a full disk under the outbox, an SMTP server
 * restarting) or to a restart: each e-mail is written to `mail_outbox` before it is sent and deleted once
 * sent. A failed send stays there and is tried again by whichever app server polls first (a row is taken by
 * moving its due time, so two servers never send it at once); after the last retry it is kept, marked
 * abandoned, and logged in full. The health check reports the backlog. When the database itself cannot be
 * written, the e-mail is still sent directly, and if that fails too it is logged in full at error level.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | null = null;
  private readonly running = new Set<Promise<unknown>>();
  private closed = false;

  constructor(
    private readonly db: () => DB,
    private readonly mailer: () => Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
    private readonly delays: readonly number[] = RETRY_DELAYS_MS,
  ) {}

  /** Starts looking for e-mails due for a retry every few seconds (also those left by an earlier run). */
  start(pollMs = POLL_MS): void {
    this.timer = setInterval(() => this.track(this.retryDue(false)), pollMs);
    this.timer.unref();
  }

  /** Stops polling and waits for the sends under way; e-mails still waiting stay for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Stores the e-mail and sends it now. Never throws. Resolves true when it was sent. */
  async deliver(message: MailMessage): Promise<boolean> {
    const done = this.deliverNow(message);
    this.track(done);
    return done;
  }

  /** Tries the waiting e-mails now: those due, or every one (tests, an operator after fixing the disk). */
  async retryDue(all: boolean): Promise<void> {
    if (this.closed && !all) return;
    try {
      const now = this.now();
      const rows = await findDueRows(this.db(), all ? null : now.toISOString(), BATCH);
      for (const row of rows) {
        if (await claimRow(this.db(), row, this.at(LEASE_MS))) await this.attempt(row);
      }
      await pruneAbandoned(this.db(), new Date(now.getTime() - KEEP_ABANDONED_MS).toISOString());
    } catch (error) {
      this.log.error({ err: error }, 'the mail outbox could not be read; retrying later');
    }
  }

  async status(): Promise<MailQueueStatus> {
    const counts = await countOutbox(
      this.db(),
      new Date(this.now().getTime() - RECENT_ABANDONED_MS).toISOString(),
    );
    return {
      waiting: counts.waiting,
      abandoned: counts.abandoned,
      last_error: counts.lastError,
      last_error_at: counts.lastErrorAt,
    };
  }

  private at(offsetMs: number): string {
    return new Date(this.now().getTime() + offsetMs).toISOString();
  }

  private track(work: Promise<unknown>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  private async deliverNow(message: MailMessage): Promise<boolean> {
    let id: number;
    try {
      id = await insertOutboxRow(this.db(), {
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        leaseUntil: this.at(LEASE_MS),
        createdAt: this.now().toISOString(),
        attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
      });
    } catch (error) {
      this.log.error(
        { err: error, to: message.to },
        'the mail outbox could not be written; sending directly',
      );
      try {
        await this.mailer().send(message);
        return true;
      } catch (sendError) {
        this.log.error({ err: sendError, mail: message }, 'e-mail not delivered and not stored');
        return false;
      }
    }
    return this.attempt({
      id,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      attempts: 0,
      next_attempt_at: '',
      last_error: null,
      last_error_at: null,
      created_at: '',
      abandoned_at: null,
      attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
    });
  }

  private async attempt(row: OutboxRow): Promise<boolean> {
    const message: MailMessage = { to: row.recipient, subject: row.subject, text: row.body };
    const attachments = attachmentsOf(row.attachments);
    if (attachments.length) message.attachments = attachments;
    const attempts = row.attempts + 1;
    try {
      await this.mailer().send(message);
    } catch (error) {
      const delay = this.delays[attempts - 1];
      const failedAt = this.now().toISOString();
      try {
        await recordFailure(this.db(), row.id, {
          attempts,
          lastError: errorText(error),
          failedAt,
          nextAttemptAt: delay === undefined ? failedAt : this.at(delay),
          abandonedAt: delay === undefined ? failedAt : null,
        });
      } catch (dbError) {
        this.log.error({ err: dbError, id: row.id }, 'the mail outbox could not record a failed send');
      }
      if (delay === undefined) this.log.error({ err: error, mail: message, attempts }, 'e-mail abandoned');
      else
        this.log.error(
          { err: error, to: message.to, subject: message.subject, retryInMs: delay },
          'e-mail failed; it will be tried again',
        );
      return false;
    }
    if (attempts > 1) this.log.info({ to: message.to, attempts }, 'e-mail delivered on retry');
    try {
      await deleteRow(this.db(), row.id);
    } catch (error) {
      // Sent but still stored: it would be sent again after its lease, so say so.
      this.log.error({ err: error, id: row.id }, 'e-mail sent but not removed from the outbox');
    }
    return true;
  }
}
