import { SET_PASSWORD_LINK_HOURS } from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import type { CrisisAlertReason, HubEvents } from '../../lib/events';
import { crisisContactSentences } from '../crisis-support';
import { findUserById } from '../users';
import type { MailOutbox } from './outbox';
import { notificationMailOn } from './switch';

/**
 * E-mails the product sends in answer to events. Each is a listener; ticket code does not know of mail.
 * Every e-mail goes through the outbox: a failed send is kept and tried again, never lost silently.
 */
export function registerMailListeners(ctx: AppContext, queue: MailOutbox): void {
  ctx.bus.on('ticket.deleted', async (event) => {
    if (!event.notifyUser || !(await notificationMailOn(ctx))) return;
    const owner = await findUserById(ctx.db, event.ownerId);
    if (!owner) return;
    const contacts = await crisisContactSentences(ctx.db);
    await queue.deliver({
      to: owner.email,
      subject: `Your support ticket ${event.ticketNumber} was removed`,
      text: [
        `Hello ${owner.name},`,
        '',
        `Your support ticket ${event.ticketNumber} ("${event.subject}") was removed by the support team.`,
        `Reason: ${event.reason}`,
        '',
        'If you still need help, you can submit a new ticket at any time.',
        `If you are in immediate danger, call ${contacts.emergency}.`,
        ...contacts.lines,
        '',
        'Student Support Hub',
      ].join('\n'),
    });
  });

  // Crisis alerts go to each staff member separately: one undeliverable address does not stop the others.
  ctx.bus.on('ticket.crisis_alert', async (event) => {
    const { emergency } = await crisisContactSentences(ctx.db);
    for (const recipient of event.recipients) {
      const sent = await queue.deliver({
        to: recipient.email,
        ...crisisAlertMail(event, recipient, ctx.config.appUrl, emergency),
      });
      if (!sent)
        ctx.log.error(
          { to: recipient.email, ticket: event.ticketNumber },
          'crisis alert e-mail queued for retry',
        );
    }
  });

  ctx.bus.on('user.welcome_email', async (event) => {
    await queue.deliver({
      to: event.email,
      subject: 'Welcome to Student Support Hub',
      text: welcomeText(event, ctx.config.appUrl),
    });
  });

  ctx.bus.on('user.password_reset_email', async (event) => {
    await queue.deliver({
      to: event.email,
      subject: 'Your Student Support Hub password was reset',
      text: passwordResetText(event, ctx.config.appUrl),
    });
  });
}

const SIGNATURE = ['', 'Student Support Hub'];

/** How long a set-password link works, in the e-mail's words. */
const LINK_TERMS = `It works once and expires in ${SET_PASSWORD_LINK_HOURS} hours.`;

/**
 * Says how to get in: a link to choose a password. Never a password, even one an administrator generated
 * (docs/security.md): e-mail is stored and forwarded in places the hub does not control.
 */
function welcomeText(event: HubEvents['user.welcome_email'], appUrl: string): string {
  return [
    `Hello ${event.name},`,
    '',
    `An account has been created for you on Student Support Hub with the role ${event.role}.`,
    `Sign in at ${appUrl} with your e-mail address: ${event.email}`,
    '',
    'Choose your password here:',
    event.setPasswordUrl,
    `${LINK_TERMS} If it has expired, ask your administrator to send you a new one.`,
    '',
    'If you did not expect this e-mail, please contact your university support office.',
    ...SIGNATURE,
  ].join('\n');
}

function passwordResetText(event: HubEvents['user.password_reset_email'], appUrl: string): string {
  return [
    `Hello ${event.name},`,
    '',
    'An administrator has reset the password of your Student Support Hub account, and you have been signed out everywhere.',
    '',
    'Choose a new password here:',
    event.setPasswordUrl,
    `${LINK_TERMS} Then sign in again at ${appUrl}.`,
    '',
    'If you did not ask for this, please contact your university support office.',
    ...SIGNATURE,
  ].join('\n');
}

/** Why this person receives the alert, in one sentence. */
const ALERT_REASONS: Record<CrisisAlertReason, string> = {
  assignee: 'You are assigned to this ticket.',
  on_call: 'You are on call now.',
  fallback: 'You are the on-call fallback for crises nobody acknowledges.',
  admin: 'You are an administrator of the hub.',
  counselor: 'Nobody active is assigned to it, so every counselor is alerted.',
};

/**
 * Says which ticket, why this person and what to do; never what the student wrote, since e-mail leaves the
 * hub. The link is absolute and carries the ticket's id and number only.
 */
function crisisAlertMail(
  event: HubEvents['ticket.crisis_alert'],
  recipient: { name: string; reason?: CrisisAlertReason },
  appUrl: string,
  emergency: string,
): { subject: string; text: string } {
  const escalated = event.kind === 'escalated';
  const subject = escalated
    ? `Crisis not acknowledged: ticket ${event.ticketNumber}`
    : `Crisis alert: ticket ${event.ticketNumber}`;
  const what = escalated
    ? [
        `The crisis on support ticket ${event.ticketNumber} has not been acknowledged for ${event.window * event.windowMinutes} minutes or more.`,
        'Please make sure a counselor takes charge now.',
      ]
    : [
        `Crisis wording was detected in ${event.source === 'ticket' ? 'a new support ticket' : 'a reply on support ticket'} ${event.ticketNumber}.`,
        'Please review it and acknowledge the crisis on the ticket now.',
        `If nobody acknowledges it within ${event.windowMinutes} minutes, the on-call fallback and every administrator are alerted.`,
      ];
  return {
    subject,
    text: [
      `Hello ${recipient.name},`,
      '',
      ...what,
      ...(recipient.reason ? [ALERT_REASONS[recipient.reason]] : []),
      '',
      'Open the ticket in the Student Support Hub:',
      `${appUrl}${event.link}`,
      '',
      `If anyone is in immediate danger, call ${emergency}.`,
      ...SIGNATURE,
    ].join('\n'),
  };
}
