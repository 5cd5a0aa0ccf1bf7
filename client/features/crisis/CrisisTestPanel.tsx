import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical, LoaderCircle, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { TEST_TEXT_MAX, type TestDetectionInput, testDetectionSchema } from '../../../common/schemas/crisis';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { setServerFieldErrors } from '../../lib/form-errors';
import { cn } from '../../lib/utils';
import type { CenterCategory } from '../categories/api';
import { type DetectionResult, useTestDetection } from './api';
import { crisisCategoryLabel, LEVEL_CLASSES, LEVEL_LABELS } from './crisis-form';
import { highlightSegments } from './highlight';

type TestValues = { text: string; category_id: number | undefined };
const FIELDS = ['text', 'category_id'] as const;
const resolver = zodResolver(testDetectionSchema) as unknown as Resolver<
  TestValues,
  unknown,
  TestDetectionInput
>;

/** "Test a sentence": screens a text with the stored lexicon and shows what matched where. */
export function CrisisTestPanel({ categories }: { categories: CenterCategory[] }) {
  const textId = useId();
  const categoryId = useId();
  const [tested, setTested] = useState<{ text: string; result: DetectionResult } | null>(null);
  const detect = useTestDetection();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<TestValues, unknown, TestDetectionInput>({
    resolver,
    defaultValues: { text: '', category_id: undefined },
  });
  const text = watch('text');

  const run = handleSubmit((input) => {
    detect.mutate(input, {
      onSuccess: (result) => setTested({ text: input.text, result }),
      onError: (error) => {
        setServerFieldErrors(error, FIELDS, setError);
        toast.error('Failed to test crisis detection', { description: error.message });
      },
    });
  });

  const invalid = (name: keyof TestValues, id: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-error` : undefined,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical className="size-4 text-indigo-600" aria-hidden="true" />
          Test a sentence
        </CardTitle>
        <CardDescription>
          Screen any text with the current keywords, as a new ticket would be.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <form onSubmit={run} noValidate className="space-y-3">
          <div className="space-y-1.5">
            <Label htmlFor={textId}>Text to test</Label>
            <Textarea
              id={textId}
              className="min-h-24"
              maxLength={TEST_TEXT_MAX}
              placeholder="Type a sentence a student might write"
              {...invalid('text', textId)}
              {...register('text')}
            />
            {errors.text && <FieldError id={`${textId}-error`} message={errors.text.message} />}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1 space-y-1.5">
              <Label htmlFor={categoryId}>Ticket category</Label>
              <Select
                id={categoryId}
                {...invalid('category_id', categoryId)}
                {...register('category_id', {
                  setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)),
                })}
              >
                <option value="">Any category</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
              {errors.category_id && (
                <FieldError id={`${categoryId}-error`} message={errors.category_id.message} />
              )}
            </div>
            <Button type="submit" disabled={text.trim() === '' || detect.isPending}>
              {detect.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <FlaskConical aria-hidden="true" />
              )}
              Test Detection
            </Button>
          </div>
        </form>
        {tested && <DetectionOutcome text={tested.text} result={tested.result} />}
      </CardContent>
    </Card>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  );
}

function DetectionOutcome({ text, result }: { text: string; result: DetectionResult }) {
  const segments = highlightSegments(text, result.matches);
  const keywords = [...new Set(result.matches.map((m) => m.keyword))];
  return (
    <section
      aria-label="Detection result"
      aria-live="polite"
      className={cn(
        'space-y-3 rounded-lg border p-3',
        result.is_crisis ? 'border-red-200 bg-red-50/60' : 'border-emerald-200 bg-emerald-50/60',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {result.is_crisis ? (
          <ShieldAlert className="size-5 text-red-600" aria-hidden="true" />
        ) : (
          <ShieldCheck className="size-5 text-emerald-600" aria-hidden="true" />
        )}
        <p className="font-semibold text-slate-900">
          {result.is_crisis ? 'Crisis Detected' : 'No Crisis Detected'}
        </p>
        <span
          className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold', LEVEL_CLASSES[result.level])}
        >
          Level: {LEVEL_LABELS[result.level]}
        </span>
        <span className="rounded-full border border-slate-200 bg-white px-2 py-0.5 text-xs font-medium text-slate-700">
          Score: {result.crisis_score}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        {result.is_crisis
          ? `Crisis keywords detected (Score: ${result.crisis_score})`
          : 'No crisis keywords found in the text'}
        {!result.is_crisis &&
          result.matches.length > 0 &&
          ' (distress words below the crisis level are marked)'}
      </p>
      <p
        className="whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-800"
        data-testid="tested-text"
      >
        {segments.map((segment, index) =>
          segment.marked ? (
            <mark
              // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered
              key={index}
              title={segment.keywords.join(', ')}
              className="rounded bg-red-200 px-0.5 text-red-900"
            >
              {segment.text}
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered
            <span key={index}>{segment.text}</span>
          ),
        )}
      </p>
      {keywords.length > 0 && (
        <ul className="flex flex-wrap gap-1.5 text-xs" aria-label="Matched keywords">
          {result.matches.map((match) => (
            <li
              key={`${match.start}-${match.end}-${match.keyword}`}
              className="rounded-md border border-red-200 bg-white px-1.5 py-0.5 text-red-800"
            >
              {match.keyword} · {crisisCategoryLabel(match.category)} · {match.severity_level} ·{' '}
              {match.weight}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
