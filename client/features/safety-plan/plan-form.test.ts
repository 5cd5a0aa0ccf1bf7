import { describe, expect, it } from 'vitest';
import { EMPTY_SAFETY_PLAN, safetyPlanFormSchema } from '../../../common/schemas/safety-plans';
import { formPathOf, fromFormValues, isEmptyPlan, toFormValues } from './plan-form';

describe('safety plan form values', () => {
  it('starts every section of a new plan with one empty row', () => {
    const values = toFormValues(EMPTY_SAFETY_PLAN);
    expect(values.warning_signs).toEqual([{ value: '' }]);
    expect(values.support_people).toEqual([{ name: '', phone: '', relationship: '' }]);
    expect(values.professionals).toEqual([{ name: '', phone: '' }]);
  });

  it('round-trips a saved plan and drops blank rows for printing', () => {
    const plan = {
      ...EMPTY_SAFETY_PLAN,
      coping_strategies: ['Music'],
      support_people: [{ name: 'Maya', phone: null, relationship: 'Sister' }],
    };
    const values = toFormValues(plan);
    expect(values.support_people).toEqual([{ name: 'Maya', phone: '', relationship: 'Sister' }]);
    const back = fromFormValues(values);
    expect(back.coping_strategies).toEqual(['Music']);
    expect(back.warning_signs).toEqual([]);
    expect(back.support_people).toEqual([{ name: 'Maya', phone: null, relationship: 'Sister' }]);
    expect(isEmptyPlan(fromFormValues(toFormValues(EMPTY_SAFETY_PLAN)))).toBe(true);
  });

  it('checks the form with the shared rules and messages', () => {
    const values = toFormValues(EMPTY_SAFETY_PLAN);
    values.warning_signs = [{ value: 'x'.repeat(301) }];
    values.support_people = [{ name: '', phone: '555 0100', relationship: '' }];
    const result = safetyPlanFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual([
      ['warning_signs.0.value', 'Each item must be 300 characters or fewer'],
      ['support_people.0.name', 'Enter a name'],
    ]);
    const ok = safetyPlanFormSchema.parse(
      toFormValues({ ...EMPTY_SAFETY_PLAN, reasons_for_living: [' Hope '] }),
    );
    expect(ok.reasons_for_living).toEqual(['Hope']);
    expect(ok.support_people).toEqual([]);
  });

  it('maps the server’s error keys onto the form’s fields', () => {
    expect(formPathOf('warning_signs.3')).toBe('warning_signs.3.value');
    expect(formPathOf('support_people.0.phone')).toBe('support_people.0.phone');
    expect(formPathOf('coping_strategies')).toBe('coping_strategies');
    expect(formPathOf('distractions.1')).toBe('distractions.1.name');
    expect(formPathOf('nonsense.1')).toBeNull();
  });
});
