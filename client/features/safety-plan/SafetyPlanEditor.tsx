import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Save } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  SAFETY_PLAN_SECTIONS,
  type SafetyPlan,
  type SafetyPlanFormValues,
  type SafetyPlanInput,
  safetyPlanFormSchema,
} from '../../../common/schemas/safety-plans';
import { isApiError } from '../../api/client';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useSaveSafetyPlan } from './api';
import { PlanDocument } from './PlanDocument';
import { formPathOf, fromFormValues, toFormValues } from './plan-form';
import { SectionEditor } from './SectionEditor';

export const SAFETY_PLAN_FORM_ID = 'safety-plan-form';

const resolver = zodResolver(safetyPlanFormSchema) as unknown as Resolver<
  SafetyPlanFormValues,
  unknown,
  SafetyPlanInput
>;

/**
 * The student's plan, section by section, with the shared schema's rules and messages. Saving sends the whole
 * plan; the server's field errors land on the same fields. The printed page shows the plan as typed.
 */
export function SafetyPlanEditor({ plan }: { plan: SafetyPlan }) {
  const save = useSaveSafetyPlan();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<SafetyPlanFormValues, unknown, SafetyPlanInput>({
    resolver,
    defaultValues: toFormValues(plan),
    mode: 'onTouched',
  });
  const values = useWatch({ control });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { plan: saved } = await save.mutateAsync(input);
      reset(toFormValues(saved));
      toast.success('Safety plan saved');
    } catch (error) {
      if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0) {
        let first = true;
        for (const [key, messages] of Object.entries(error.errors)) {
          const path = formPathOf(key);
          if (!path || !messages[0]) continue;
          setError(path as 'warning_signs', { type: 'server', message: messages[0] }, { shouldFocus: first });
          first = false;
        }
      }
      setFailure(
        isApiError(error) && error.fromServer
          ? error.message
          : 'Your plan could not be saved. Please try again.',
      );
    }
  });

  return (
    <>
      <form
        id={SAFETY_PLAN_FORM_ID}
        onSubmit={onSubmit}
        noValidate
        aria-label="My safety plan"
        className="space-y-4 print:hidden"
      >
        {SAFETY_PLAN_SECTIONS.map((section, index) => (
          <SectionEditor
            key={section.key}
            section={section}
            step={index + 1}
            control={control}
            register={register}
            errors={errors}
          />
        ))}
        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-md backdrop-blur">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            Save plan
          </Button>
          <p className="text-sm text-slate-600" aria-live="polite">
            {isDirty ? 'You have changes that are not saved yet.' : 'Everything is saved.'}
          </p>
        </div>
        {failure && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
      </form>
      <PlanDocument plan={fromFormValues(values)} className="hidden print:block" />
    </>
  );
}
