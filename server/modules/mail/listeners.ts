import type { AppContext } from '../../context';
import { usersRepository } from '../users/repository';

/** E-mails the product sends in answer to events. Each is a listener; ticket code does not know of mail. */
export function registerMailListeners(ctx: AppContext): void {
  const users = usersRepository(ctx.db);

  ctx.bus.on('ticket.deleted', async (event) => {
    if (!event.notifyUser) return;
    const owner = await users.findById(event.ownerId);
    if (!owner) return;
    await ctx.mailer.send({
      to: owner.email,
      subject: `Your support ticket ${event.ticketNumber} was removed`,
      text: [
        `Hello ${owner.name},`,
        '',
        `Your support ticket ${event.ticketNumber} ("${event.subject}") was removed by the support team.`,
        `Reason: ${event.reason}`,
        '',
        'If you still need help, you can submit a new ticket at any time.',
        'If you are in immediate danger, call 911. For the Suicide & Crisis Lifeline, call or text 988.',
        '',
        'Student Support Hub',
      ].join('\n'),
    });
  });
}
