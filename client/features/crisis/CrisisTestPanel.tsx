import { FlaskConical, LoaderCircle, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { cn } from '../../lib/utils';
import type { CenterCategory } from '../categories/api';
import { type DetectionResult, useTestDetection } from './api';
import { crisisCategoryLabel, LEVEL_CLASSES, LEVEL_LABELS } from './crisis-form';
import { highlightSegments } from './highlight';

/** "Test a sentence": screens a text with the stored lexicon and shows what matched where. */
export function CrisisTestPanel({ categories }: { categories: CenterCategory[] }) {
  const textId = useId();
  const categoryId = useId();
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const [tested, setTested] = useState<{ text: string; result: DetectionResult } | null>(null);
  const detect = useTestDetection();

  const run = () => {
    const sentence = text;
    detect.mutate(
      { text: sentence, ...(category ? { category_id: Number(category) } : {}) },
      {
        onSuccess: (result) => setTested({ text: sentence, result }),
        onError: (error) => toast.error('Failed to test crisis detection', { description: error.message }),
      },
    );
  };

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
        <div className="space-y-1.5">
          <Label htmlFor={textId}>Text to test</Label>
          <Textarea
            id={textId}
            className="min-h-24"
            value={text}
            maxLength={20_000}
            placeholder="Type a sentence a student might write"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1.5">
            <Label htmlFor={categoryId}>Ticket category</Label>
            <Select id={categoryId} value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">Any category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
          <Button onClick={run} disabled={text.trim() === '' || detect.isPending}>
            {detect.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <FlaskConical aria-hidden="true" />
            )}
            Test Detection
          </Button>
        </div>
        {tested && <DetectionOutcome text={tested.text} result={tested.result} />}
      </CardContent>
    </Card>
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
