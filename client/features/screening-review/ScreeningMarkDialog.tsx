import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { levelRank } from '../../../common/crisis/types';
import {
  SCREENING_MARK_LEVELS,
  SCREENING_NOTE_MAX,
  type ScreeningMark,
  type ScreeningMarkForm,
  type ScreeningMarkInput,
  type ScreeningMarkKind,
  screeningMarkInputSchema,
} from '../../../common/schemas/screening-reviews';
import { isApiError } from '../../api/client';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { setServerFieldErrors } from '../../lib/form-errors';
import { useSaveScreeningMark } from './api';
import { levelName } from './format';

// The schema reads blank and missing values itself, so its input type is wider than the form's.
const resolver = zodResolver(
  screeningMarkInputSchema as unknown as z.ZodType<ScreeningMarkInput, ScreeningMarkForm>,
) as unknown as Resolver<ScreeningMarkForm, unknown, ScreeningMarkInput>;

const FIELDS = ['kind', 'level', 'note'] as const;

const COPY: Record<ScreeningMarkKind, { title: string; description: string; submit: string }> = {
  missed_crisis: {
    title: 'Mark missed crisis',
    description:
      'The screening rated this ticket lower than it should have. Choose the level it should have had; admins collect these marks to test the screening on them.',
    submit: 'Save missed crisis',
  },
  false_alarm: {
    title: 'Mark false alarm',
    description:
      'The screening raised a crisis that was not one. Admins collect these marks to test the screening on them.',
    submit: 'Save false alarm',
  },
};

/** The "missed crisis" / "false alarm" form; a second save replaces the person's open mark. */
export function ScreeningMarkDialog({
  ticketId,
  ticketNumber,
  engineLevel,
  kind,
  current,
  onClose,
}: {
  ticketId: number;
  ticketNumber: string;
  engineLevel: string;
  kind: ScreeningMarkKind | null;
  current: ScreeningMark | null;
  onClose: () => void;
}) {
  const save = useSaveScreeningMark(ticketId);
  return (
    <FormDialog open={kind !== null} pending={save.isPending} onClose={onClose} className="max-w-lg">
      {kind && (
        <MarkForm
          kind={kind}
          ticketNumber={ticketNumber}
          engineLevel={engineLevel}
          current={current?.kind === kind ? current : null}
          save={save}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function MarkForm({
  kind,
  ticketNumber,
  engineLevel,
  current,
  save,
  onClose,
}: {
  kind: ScreeningMarkKind;
  ticketNumber: string;
  engineLevel: string;
  current: ScreeningMark | null;
  save: ReturnType<typeof useSaveScreeningMark>;
  onClose: () => void;
}) {
  const ids = useId();
  const levelId = `${ids}-level`;
  const noteId = `${ids}-note`;
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<ScreeningMarkForm, unknown, ScreeningMarkInput>({
    resolver,
    defaultValues: { kind, level: current?.level ?? '', note: current?.note ?? '' },
  });
  const note = watch('note');
  const engineRank = levelRank(
    (['none', 'low', 'medium', 'high', 'critical'] as const).find((l) => l === engineLevel) ?? 'none',
  );
  const levels = SCREENING_MARK_LEVELS.filter((level) => levelRank(level) > engineRank);
  const copy = COPY[kind];

  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success('Screening feedback saved', {
          description: `Ticket #${ticketNumber} is in the admins' screening review list.`,
        });
        onClose();
      },
      onError: (error) => {
        setServerFieldErrors(error, FIELDS, setError);
        toast.error('Failed to save screening feedback', {
          description: isApiError(error) && error.fromServer ? error.message : 'Please try again.',
        });
      },
    }),
  );

  return (
    <DialogForm
      title={copy.title}
      description={copy.description}
      onSubmit={submit}
      onCancel={onClose}
      pending={save.isPending}
      submitLabel={copy.submit}
      pendingLabel="Saving..."
    >
      <input type="hidden" {...register('kind')} />
      {errors.kind && (
        <p role="alert" className="text-sm text-red-600">
          {errors.kind.message}
        </p>
      )}
      {kind === 'missed_crisis' && (
        <FormField id={levelId} label="Level it should have had" error={errors.level?.message}>
          <Select
            id={levelId}
            aria-invalid={errors.level ? true : undefined}
            aria-describedby={errors.level ? `${levelId}-error` : `${levelId}-hint`}
            {...register('level')}
          >
            <option value="">Choose a level</option>
            {levels.map((level) => (
              <option key={level} value={level}>
                {levelName(level)}
              </option>
            ))}
          </Select>
          <p id={`${levelId}-hint`} className="text-xs text-slate-600">
            The screening said: {levelName(engineLevel)}.
          </p>
        </FormField>
      )}
      <FormField
        id={noteId}
        label="Note (optional)"
        error={errors.note?.message}
        hint={`${note.length}/${SCREENING_NOTE_MAX} · what the screening missed or misread`}
      >
        <Textarea
          id={noteId}
          rows={3}
          maxLength={SCREENING_NOTE_MAX}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${noteId}-error` : undefined}
          {...register('note')}
        />
      </FormField>
    </DialogForm>
  );
}
