import { FileSpreadsheet, LoaderCircle, Plus, TriangleAlert, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SET_PASSWORD_LINK_HOURS } from '../../../common/schemas/auth';
import { USER_LIMITS, USER_MESSAGES, type UserBulkCreateResult } from '../../../common/schemas/users';
import type { ImportUser, ParsedImport } from '../../../common/users-import';
import { isApiError } from '../../api/client';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useBulkCreateUsers } from './api';
import {
  bulkSummaryText,
  isBlankEntry,
  type ManualForm,
  type ManualUsers,
  manualEntriesResolver,
  manualProblemsText,
  parseUsersCsvFile,
  sendableRows,
  validationFailedText,
} from './csv-import';
import { Preview } from './ImportPreview';
import { Results } from './ImportResults';
import { DEFAULT_OPTIONS, OptionBox, type Options } from './import-options';
import { emptyEntry, ManualEntries } from './ManualEntries';

type Step = 'input' | 'processing' | 'results';
type Source = 'csv' | 'manual';

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
  const manual = useForm<ManualForm, unknown, ManualUsers>({
    resolver: manualEntriesResolver,
    defaultValues: { entries: [emptyEntry()] },
  });
  const entries = manual.watch('entries');
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
   * What to send from the CSV tab: the chosen file itself, so the server reads and numbers the rows exactly as
   * the preview did and reports the marked rows in the results. (The manual entries go as JSON once the form's
   * row checks pass.)
   */
  const csvRequest = (): FormData | null => {
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
  };

  const sendPasswords =
    options.send_welcome_email && options.generate_passwords && options.send_password_in_email;

  const start = () => {
    setError(null);
    if (source === 'csv') {
      const body = csvRequest();
      if (body) void send(body);
      return;
    }
    void manual.handleSubmit(
      ({ users }) => send(users),
      () => setError(manualProblemsText(manual.getValues('entries'))),
    )();
  };

  const send = async (body: FormData | ImportUser[]) => {
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
          <ManualEntries form={manual} disabled={processing} />
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
        {options.send_welcome_email && (
          <p className="text-xs text-slate-600 sm:col-span-3">
            Each welcome email carries a link to set a password, valid for {SET_PASSWORD_LINK_HOURS} hours.
            Passwords are never sent by email; generated ones are shown once in the results.
          </p>
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
        <Button onClick={start} disabled={processing || reading}>
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
