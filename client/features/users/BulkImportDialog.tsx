import {
  CircleCheck,
  FileSpreadsheet,
  LoaderCircle,
  Plus,
  Trash2,
  TriangleAlert,
  Upload,
} from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ROLES } from '../../../common/permissions';
import {
  USER_LIMITS,
  USER_MESSAGES,
  USER_ROLE_LABELS,
  type UserBulkCreateResult,
} from '../../../common/schemas/users';
import { isApiError } from '../../api/client';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/utils';
import { useBulkCreateUsers } from './api';
import {
  bulkSummaryText,
  IMPORT_MESSAGES,
  type ImportRow,
  type ImportUser,
  isBlankEntry,
  type ManualEntry,
  manualEntriesToRows,
  type ParsedImport,
  PREVIEW_ROWS,
  parseUsersCsvFile,
  sendableRows,
  validationFailedText,
} from './csv-import';
import { GeneratedPassword } from './PasswordInput';
import { RoleBadge } from './UserBadges';

type Step = 'input' | 'processing' | 'results';
type Source = 'csv' | 'manual';

interface Options {
  skip_duplicates: boolean;
  send_welcome_email: boolean;
  generate_passwords: boolean;
  send_password_in_email: boolean;
}

/** Bulk defaults: skip duplicates on, welcome e-mails off, generated passwords on. */
const DEFAULT_OPTIONS: Options = {
  skip_duplicates: true,
  send_welcome_email: false,
  generate_passwords: true,
  send_password_in_email: false,
};

const MANUAL_MAX_ROWS = 50;
const emptyEntry = (): ManualEntry => ({ name: '', email: '', role: 'student', id_number: '' });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bulk Create Users: CSV upload or manual entry, a preview, progress, then the results and Complete. */
export function BulkImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      {open && (
        <DialogContent
          className="max-w-3xl"
          onInteractOutside={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          <BulkImport onBusyChange={setBusy} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function BulkImport({
  onBusyChange,
  onClose,
}: {
  onBusyChange: (busy: boolean) => void;
  onClose: () => void;
}) {
  const [step, setStep] = useState<Step>('input');
  const [source, setSource] = useState<Source>('csv');
  const [options, setOptions] = useState<Options>(DEFAULT_OPTIONS);
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<ParsedImport | null>(null);
  const [reading, setReading] = useState(false);
  const [entries, setEntries] = useState<ManualEntry[]>(() => [emptyEntry()]);
  const [manualRows, setManualRows] = useState<ImportRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<UserBulkCreateResult | null>(null);
  const bulkCreate = useBulkCreateUsers();
  const ids = { file: useId(), fileHelp: useId(), progress: useId() };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setError(null);
    setParsed(null);
    setFile(null);
    if (!chosen) return;
    if (!/\.(csv|txt)$/i.test(chosen.name)) {
      setError(USER_MESSAGES.csvFileType);
      return;
    }
    if (chosen.size > USER_LIMITS.importMaxBytes) {
      setError(`The file must not be larger than ${USER_LIMITS.importMaxBytes / 1024 / 1024} MB`);
      return;
    }
    setReading(true);
    const result = await parseUsersCsvFile(chosen);
    setReading(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    if (result.value.rows.length > USER_LIMITS.importMaxRows) {
      setError(USER_MESSAGES.importTooMany);
      return;
    }
    setFile(chosen);
    setParsed(result.value);
  };

  /**
   * What to send: the chosen file itself, so the server reads and numbers the rows exactly as the preview
   * did and reports the marked rows in the results; or the manual entries as JSON once they pass the checks.
   */
  const request = (): FormData | ImportUser[] | null => {
    if (source === 'csv') {
      if (!file || !parsed || sendableRows(parsed.rows).length === 0) {
        setError('Please select and preview a valid CSV file');
        return null;
      }
      const form = new FormData();
      form.append('skip_duplicates', String(options.skip_duplicates));
      form.append('send_welcome_email', String(options.send_welcome_email));
      form.append('generate_passwords', String(options.generate_passwords));
      form.append('send_password_in_email', String(sendPasswords));
      form.append('csv_file', file, file.name);
      return form;
    }
    const filled = entries.filter((entry) => !isBlankEntry(entry));
    if (filled.length === 0) {
      setError(IMPORT_MESSAGES.noUsers);
      return null;
    }
    const rows = manualEntriesToRows(filled);
    setManualRows(rows);
    const problems = rows.flatMap((row) => row.problems);
    if (problems.length > 0) {
      setError(problems.join('\n'));
      return null;
    }
    return rows.map((row) => row.user);
  };

  const sendPasswords =
    options.send_welcome_email && options.generate_passwords && options.send_password_in_email;

  const start = async () => {
    setError(null);
    const body = request();
    if (!body) return;
    onBusyChange(true);
    setStep('processing');
    setProgress(25);
    try {
      await wait(150);
      setProgress(50);
      const result = await bulkCreate.mutateAsync(
        body instanceof FormData
          ? body
          : { ...options, send_password_in_email: sendPasswords, users_data: body },
      );
      setProgress(75);
      await wait(150);
      setProgress(100);
      await wait(200);
      setOutcome(result);
      setStep('results');
      toast.success('Bulk user creation completed!', { description: bulkSummaryText(result.summary) });
    } catch (failure) {
      const message =
        (isApiError(failure) && validationFailedText(failure.errors)) ||
        (isApiError(failure) && failure.fromServer ? failure.message : 'Failed to create users');
      setError(message);
      setStep('input');
      setProgress(0);
      toast.error('Failed to create users', { description: message });
    } finally {
      onBusyChange(false);
    }
  };

  if (step === 'results' && outcome) return <Results result={outcome} onComplete={onClose} />;

  const processing = step === 'processing';
  const readyCount =
    source === 'csv'
      ? parsed
        ? sendableRows(parsed.rows).length
        : 0
      : entries.filter((entry) => !isBlankEntry(entry)).length;

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <Upload className="size-5 text-indigo-600" aria-hidden="true" />
          Bulk Create Users
        </DialogTitle>
        <DialogDescription>
          Upload a CSV file or type the users in. Rows with problems are marked before anything is sent.
        </DialogDescription>
      </DialogHeader>

      <Tabs
        value={source}
        onValueChange={(value) => {
          setSource(value as Source);
          setError(null);
        }}
      >
        <TabsList aria-label="How to add users" className="w-full">
          <TabsTrigger value="csv" className="flex-1" disabled={processing}>
            <FileSpreadsheet aria-hidden="true" />
            CSV Upload
          </TabsTrigger>
          <TabsTrigger value="manual" className="flex-1" disabled={processing}>
            <Plus aria-hidden="true" />
            Manual Entry
          </TabsTrigger>
        </TabsList>

        <TabsContent value="csv" className="mt-4 space-y-4">
          <div className="space-y-2">
            <Label htmlFor={ids.file}>CSV file</Label>
            <Input
              id={ids.file}
              type="file"
              accept=".csv,.txt"
              disabled={processing || reading}
              onChange={(event) => void chooseFile(event)}
              aria-describedby={ids.fileHelp}
              className="h-auto cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-indigo-700"
            />
            <p id={ids.fileHelp} className="text-xs text-slate-500">
              A .csv or .txt file with a header row. Columns: name, email, role, status, phone, student_id,
              employee_id (full_name, email_address, phone_number, studentid and employeeid are also
              understood).
            </p>
          </div>
          {reading && (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              Reading the file...
            </p>
          )}
          {parsed && <Preview parsed={parsed} />}
        </TabsContent>

        <TabsContent value="manual" className="mt-4 space-y-3">
          <ManualEntries
            entries={entries}
            rows={manualRows}
            disabled={processing}
            onChange={(next) => {
              setEntries(next);
              setManualRows(null);
            }}
          />
        </TabsContent>
      </Tabs>

      <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-4 sm:grid-cols-3">
        <legend className="px-1 text-sm font-semibold text-slate-700">Options</legend>
        <OptionBox
          label="Skip duplicates"
          hint="Leave out e-mails that already have an account"
          checked={options.skip_duplicates}
          disabled={processing}
          onChange={(on) => setOptions((current) => ({ ...current, skip_duplicates: on }))}
        />
        <OptionBox
          label="Send welcome emails"
          hint="Tell each new user their account is ready"
          checked={options.send_welcome_email}
          disabled={processing}
          onChange={(on) => setOptions((current) => ({ ...current, send_welcome_email: on }))}
        />
        <OptionBox
          label="Generate passwords"
          hint="A secure password for each user, shown once"
          checked={options.generate_passwords}
          disabled={processing}
          onChange={(on) => setOptions((current) => ({ ...current, generate_passwords: on }))}
        />
        {options.send_welcome_email && options.generate_passwords && (
          <div className="sm:col-span-3">
            <OptionBox
              label="Include each generated password in the welcome email"
              hint="Otherwise pass the passwords on yourself from the results"
              checked={options.send_password_in_email}
              disabled={processing}
              onChange={(on) => setOptions((current) => ({ ...current, send_password_in_email: on }))}
            />
          </div>
        )}
      </fieldset>

      {processing && (
        <div className="space-y-2">
          <div className="flex items-center justify-between text-sm">
            <span id={ids.progress} className="font-medium text-slate-700">
              Creating users...
            </span>
            <span className="text-slate-500">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={ids.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-indigo-600 transition-all duration-300"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      )}

      {error && (
        <Alert variant="destructive" role="alert">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription className="whitespace-pre-line">{error}</AlertDescription>
        </Alert>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={processing}>
          Cancel
        </Button>
        <Button onClick={() => void start()} disabled={processing || reading}>
          {processing ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          {processing
            ? 'Creating...'
            : readyCount > 0
              ? `Create ${readyCount} ${readyCount === 1 ? 'User' : 'Users'}`
              : 'Create Users'}
        </Button>
      </DialogFooter>
    </>
  );
}

function OptionBox({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Label htmlFor={id} className="font-normal leading-snug">
        {label}
        <span className="mt-0.5 block text-xs text-slate-500">{hint}</span>
      </Label>
    </div>
  );
}

/** The first 10 rows as they will be read, with each row's problems; problems further down are listed too. */
function Preview({ parsed }: { parsed: ParsedImport }) {
  const { rows } = parsed;
  const ready = sendableRows(rows).length;
  const withProblems = rows.length - ready;
  const shown = rows.slice(0, PREVIEW_ROWS);
  const laterProblems = rows.slice(PREVIEW_ROWS).flatMap((row) => row.problems);
  const ignored = parsed.columns.filter((column) => column === null).length;

  return (
    <section aria-label="CSV preview" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-900">Preview</span>
        <span className="text-slate-500">
          {rows.length} {rows.length === 1 ? 'row' : 'rows'} found
        </span>
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
          {ready} ready
        </span>
        {withProblems > 0 && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700">
            {withProblems} with problems (will not be sent)
          </span>
        )}
        {ignored > 0 && (
          <span className="text-xs text-slate-500">
            {ignored} unknown {ignored === 1 ? 'column' : 'columns'} ignored
          </span>
        )}
      </div>
      <div className="max-h-72 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">
            First {shown.length} rows of the file; rows with problems are marked
          </caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Row
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Name
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Email
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Role
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Status
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Check
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((row) => {
              const bad = row.problems.length > 0;
              return (
                <tr key={row.row} className={bad ? 'bg-red-50/70' : undefined}>
                  <td className="px-3 py-2 text-slate-500">{row.row}</td>
                  <td className="px-3 py-2 text-slate-900">
                    {row.user.name || <em className="text-slate-400">missing</em>}
                  </td>
                  <td className="px-3 py-2 text-slate-700">
                    {row.user.email || <em className="text-slate-400">missing</em>}
                  </td>
                  <td className="px-3 py-2">
                    <RoleBadge role={row.user.role} />
                  </td>
                  <td className="px-3 py-2 capitalize text-slate-700">{row.user.status}</td>
                  <td className="px-3 py-2">
                    {bad ? (
                      <span className="flex items-start gap-1 font-medium text-red-700">
                        <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                        {row.problems.join('; ')}
                      </span>
                    ) : (
                      <span className="flex items-center gap-1 text-emerald-700">
                        <CircleCheck className="size-3.5" aria-hidden="true" />
                        Ready
                      </span>
                    )}
                    {row.notes.map((note) => (
                      <span key={note} className="mt-0.5 block text-amber-700">
                        {note}
                      </span>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length > PREVIEW_ROWS && (
        <p className="text-xs text-slate-500">
          Showing the first {PREVIEW_ROWS} of {rows.length} rows.
        </p>
      )}
      {laterProblems.length > 0 && (
        <div className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-800">
          <p className="font-semibold">Problems in later rows</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {laterProblems.slice(0, 20).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          {laterProblems.length > 20 && <p className="mt-1">and {laterProblems.length - 20} more</p>}
        </div>
      )}
    </section>
  );
}

function ManualEntries({
  entries,
  rows,
  disabled,
  onChange,
}: {
  entries: ManualEntry[];
  rows: ImportRow[] | null;
  disabled: boolean;
  onChange: (entries: ManualEntry[]) => void;
}) {
  const baseId = useId();
  const update = (index: number, change: Partial<ManualEntry>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
  // Problems belong to the non-blank entries in order; map them back to the entry they came from.
  const problemsByEntry = new Map<number, string[]>();
  if (rows) {
    let next = 0;
    entries.forEach((entry, index) => {
      if (isBlankEntry(entry)) return;
      const row = rows[next];
      next += 1;
      if (row && row.problems.length > 0) problemsByEntry.set(index, row.problems);
    });
  }

  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {entries.map((entry, index) => {
          const id = `${baseId}-${index}`;
          const problems = problemsByEntry.get(index);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
              key={index}
              className={cn(
                'grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.4fr)_8rem_minmax(0,1fr)_auto] sm:items-end',
                problems ? 'border-red-200 bg-red-50/50' : 'border-slate-200',
              )}
              aria-label={`User ${index + 1}`}
            >
              <div className="space-y-1">
                <Label htmlFor={`${id}-name`} className="text-xs">
                  Name
                </Label>
                <Input
                  id={`${id}-name`}
                  value={entry.name}
                  disabled={disabled}
                  maxLength={USER_LIMITS.nameMax}
                  onChange={(event) => update(index, { name: event.target.value })}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-email`} className="text-xs">
                  Email
                </Label>
                <Input
                  id={`${id}-email`}
                  type="email"
                  value={entry.email}
                  disabled={disabled}
                  maxLength={USER_LIMITS.emailMax}
                  onChange={(event) => update(index, { email: event.target.value })}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-role`} className="text-xs">
                  Role
                </Label>
                <Select
                  id={`${id}-role`}
                  value={entry.role}
                  disabled={disabled}
                  onChange={(event) => update(index, { role: event.target.value as ManualEntry['role'] })}
                >
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {USER_ROLE_LABELS[role]}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="space-y-1">
                <Label htmlFor={`${id}-id`} className="text-xs">
                  {entry.role === 'student' ? 'Student ID' : 'Employee ID'}
                </Label>
                <Input
                  id={`${id}-id`}
                  value={entry.id_number}
                  disabled={disabled}
                  maxLength={USER_LIMITS.idMax}
                  onChange={(event) => update(index, { id_number: event.target.value })}
                />
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="size-10 hover:bg-red-50 hover:text-red-700"
                disabled={disabled || entries.length === 1}
                onClick={() => onChange(entries.filter((_, i) => i !== index))}
                aria-label={`Remove user ${index + 1}`}
                title="Remove"
              >
                <Trash2 aria-hidden="true" />
              </Button>
              {problems && (
                <p className="text-xs font-medium text-red-700 sm:col-span-5">{problems.join('; ')}</p>
              )}
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || entries.length >= MANUAL_MAX_ROWS}
        onClick={() => onChange([...entries, emptyEntry()])}
      >
        <Plus aria-hidden="true" />
        Add Another User
      </Button>
    </div>
  );
}

function Results({ result, onComplete }: { result: UserBulkCreateResult; onComplete: () => void }) {
  const { summary } = result;
  const withPasswords = result.created_users.filter((user) => user.generated_password);
  const tiles = [
    { label: 'Created', value: summary.successful, tone: 'text-emerald-700 bg-emerald-50' },
    { label: 'Failed', value: summary.failed, tone: 'text-red-700 bg-red-50' },
    { label: 'Skipped', value: summary.skipped, tone: 'text-amber-700 bg-amber-50' },
    { label: 'Emails queued', value: summary.emails_queued, tone: 'text-sky-700 bg-sky-50' },
  ];

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <CircleCheck className="size-5 text-emerald-600" aria-hidden="true" />
          Bulk Creation Results
        </DialogTitle>
        <DialogDescription>{bulkSummaryText(summary)}</DialogDescription>
      </DialogHeader>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className={cn('rounded-lg px-3 py-2', tile.tone)}>
            <dt className="text-xs font-medium">{tile.label}</dt>
            <dd className="text-2xl font-semibold">{tile.value}</dd>
          </div>
        ))}
      </dl>

      {withPasswords.length > 0 && (
        <section aria-label="Generated passwords" className="space-y-2">
          <Alert variant="warning">
            <TriangleAlert aria-hidden="true" />
            <div>
              <AlertTitle>Generated passwords</AlertTitle>
              <AlertDescription>
                These are shown only once. Copy them now and pass them on securely.
              </AlertDescription>
            </div>
          </Alert>
          <ul className="max-h-64 space-y-2 overflow-y-auto">
            {withPasswords.map((user) => (
              <li key={user.email} className="space-y-1">
                <p className="text-sm">
                  <span className="font-medium text-slate-900">{user.name}</span>{' '}
                  <span className="text-slate-500">{user.email}</span>
                </p>
                <GeneratedPassword
                  password={user.generated_password ?? ''}
                  label={`Password for ${user.email}`}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {result.errors.length > 0 && (
        <section aria-label="Rows not created" className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">Not created</h3>
          <ul className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {result.errors.map((item) => (
              <li key={`${item.index}-${item.email ?? ''}`}>{item.error}</li>
            ))}
          </ul>
        </section>
      )}

      <DialogFooter>
        <Button onClick={onComplete}>Complete</Button>
      </DialogFooter>
    </>
  );
}
