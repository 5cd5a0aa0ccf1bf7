import type { ComponentType, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { BACKUP_FREQUENCIES, KNOWN_FILE_TYPES, type Settings } from '../../../common/schemas/settings';
import { BackupsPanel } from './BackupsPanel';
import { NotYetInEffect, onOff, SettingInput, SettingSelect, SettingSwitch } from './fields';
import { IntegrationsPanel } from './IntegrationsPanel';
import { RetentionPanel } from './RetentionPanel';

type Content = ComponentType<{ value: string; className?: string; children: ReactNode }>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The five tabs' fields. Settings the hub acts on are editable; the others are shown with their stored value
 * and "Not in effect yet" until the hub enforces them.
 */
export function SettingsTabs({
  form,
  saved,
  Content,
}: {
  form: UseFormReturn<Settings>;
  saved: Settings;
  Content: Content;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  const field = { register, errors };
  return (
    <>
      <Content value="general" className="mt-0">
        <Section title="General">
          <div className="grid gap-4 sm:grid-cols-2">
            <SettingInput name="siteName" label="Site name" {...field} />
            <SettingInput
              name="timezone"
              label="Time zone"
              hint="An IANA name, e.g. America/New_York"
              {...field}
            />
            <SettingInput
              name="supportPhone"
              label="Support phone"
              type="tel"
              inputMode="tel"
              hint="Shown as Call Support in the Help Center when set"
              {...field}
            />
            <SettingInput
              name="supportEmail"
              label="Support e-mail"
              type="email"
              inputMode="email"
              hint="Shown as Email Us in the Help Center when set"
              {...field}
            />
          </div>
          <SettingInput name="siteDescription" label="Site description" {...field} />
          <SettingSwitch
            name="maintenanceMode"
            label="Maintenance mode"
            hint="Students, counselors and advisors see a maintenance page (with the crisis contacts) until it is switched off; administrators keep working."
            register={register}
          />
        </Section>
      </Content>
      <Content value="security" className="mt-0">
        <Section title="Security">
          <div className="grid gap-4 sm:grid-cols-2">
            <SettingInput
              name="sessionIdleMinutes"
              label="Idle timeout (minutes)"
              type="number"
              inputMode="numeric"
              hint="A sign-in unused this long ends"
              {...field}
            />
            <SettingInput
              name="sessionAbsoluteHours"
              label="Session lifetime (hours)"
              type="number"
              inputMode="numeric"
              hint="No sign-in lasts longer; a shorter value ends older sign-ins at once"
              {...field}
            />
          </div>
          <SettingSwitch
            name="userRegistration"
            label="User registration"
            hint="New accounts can be created (Users → Add user, Import). When off, no new account is created; existing accounts, sign-in and edits keep working."
            register={register}
          />
          <NotYetInEffect
            label="Session recording"
            value={onOff(saved.sessionRecording)}
            why="Session calls go browser to browser; the hub never records or stores their media."
          />
        </Section>
      </Content>
      <Content value="notifications" className="mt-0">
        <Section title="Notifications">
          <SettingSwitch
            name="emailNotifications"
            label="E-mail notifications"
            hint="When off, appointment, group session and ticket e-mails stop (everything stays in the hub's notifications). Crisis alerts and account e-mails (welcome, password reset) are always sent."
            register={register}
          />
          <NotYetInEffect
            label="SMS notifications"
            value={onOff(saved.smsNotifications)}
            why="The hub does not send text messages."
          />
        </Section>
      </Content>
      <Content value="integrations" className="mt-0">
        <Section title="Integrations">
          <p className="text-sm text-slate-700">
            What the hub is connected to, checked now. The SMTP server and the database are set in the
            server's configuration (README, Configuration).
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <SettingInput
              name="stunServers"
              label="STUN servers"
              hint="Comma-separated stun: addresses handed to every session call; empty for none"
              {...field}
            />
            <SettingInput
              name="turnServers"
              label="TURN servers"
              hint="Comma-separated turn: or turns: addresses of a coturn server; needs TURN_SECRET on the server"
              {...field}
            />
          </div>
          <IntegrationsPanel />
        </Section>
      </Content>
      <Content value="advanced" className="mt-0">
        <Section title="Advanced">
          <div className="grid gap-4 sm:grid-cols-2">
            <SettingInput
              name="maxFileSize"
              label="Max file size (MB)"
              type="number"
              inputMode="numeric"
              hint="Each ticket attachment, from the next upload"
              {...field}
            />
            <SettingInput
              name="allowedFileTypes"
              label="Allowed file types"
              hint={`A comma list from: ${KNOWN_FILE_TYPES.join(', ')}`}
              {...field}
            />
            <SettingInput
              name="crisisResponseTargetMinutes"
              label="Crisis response target (minutes)"
              type="number"
              inputMode="numeric"
              {...field}
            />
            <SettingInput
              name="crisisEscalationWindowMinutes"
              label="Crisis escalation window (minutes)"
              type="number"
              inputMode="numeric"
              {...field}
            />
          </div>
          <SettingSwitch
            name="autoAssignTickets"
            label="Auto-assign tickets"
            hint="When off, no category assigns new tickets automatically; they wait in the unassigned queue. A crisis is always assigned at once."
            register={register}
          />
        </Section>
        <Section title="Counseling bookings">
          <div className="grid gap-4 sm:grid-cols-2">
            <SettingInput
              name="bookingBufferMinutes"
              label="Buffer between sessions (minutes)"
              type="number"
              inputMode="numeric"
              hint="Free time kept before and after every appointment"
              {...field}
            />
            <SettingInput
              name="bookingMinNoticeHours"
              label="Minimum booking notice (hours)"
              type="number"
              inputMode="numeric"
              hint="Students book at least this long ahead"
              {...field}
            />
            <SettingInput
              name="bookingHorizonDays"
              label="Booking horizon (days)"
              type="number"
              inputMode="numeric"
              hint="Students book at most this far ahead"
              {...field}
            />
            <SettingInput
              name="bookingCancelNoticeHours"
              label="Cancellation notice (hours)"
              type="number"
              inputMode="numeric"
              hint="Inside this time before a session, only staff can cancel it"
              {...field}
            />
            <SettingInput
              name="weeklySessionGoal"
              label="Weekly session goal (sessions)"
              type="number"
              inputMode="numeric"
              hint="Counselors and advisors see their sessions held each week against it"
              {...field}
            />
            <SettingInput
              name="responseTimeGoalHours"
              label="Response time goal (hours)"
              type="number"
              inputMode="decimal"
              step="0.1"
              hint="Counselors and advisors see their average first-response time each week against it"
              {...field}
            />
          </div>
        </Section>
        <Section title="Data">
          <div className="grid gap-4 sm:grid-cols-2">
            <SettingInput
              name="dataRetention"
              label="Data retention (days)"
              type="number"
              inputMode="numeric"
              hint="Older read notifications and ended sessions are deleted, finished tickets anonymized, daily"
              {...field}
            />
            <SettingSelect
              name="backupFrequency"
              label="Backup frequency"
              options={BACKUP_FREQUENCIES}
              hint="How often the hub backs up its database into DATA_DIR/backups"
              {...field}
            />
          </div>
          <RetentionPanel />
        </Section>
        <BackupsPanel />
      </Content>
    </>
  );
}
