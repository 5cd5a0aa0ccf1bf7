import type { DeepPartial } from 'react-hook-form';
import {
  SAFETY_PLAN_SECTIONS,
  type SafetyPlan,
  type SafetyPlanFormValues,
  type SafetyPlanKey,
} from '../../../common/schemas/safety-plans';

export type PlanLists = Pick<SafetyPlan, SafetyPlanKey>;
type TextKey = 'warning_signs' | 'coping_strategies' | 'safe_environment' | 'reasons_for_living';

const TEXT_KEYS: readonly string[] = SAFETY_PLAN_SECTIONS.filter((s) => s.kind === 'text').map((s) => s.key);
export const isTextKey = (key: SafetyPlanKey): key is TextKey => TEXT_KEYS.includes(key);

/** What one row of each section is called on buttons and in labels ("Add warning sign"). */
export const ITEM_NOUNS: Record<SafetyPlanKey, string> = {
  warning_signs: 'warning sign',
  coping_strategies: 'coping strategy',
  distractions: 'person or place',
  support_people: 'person',
  professionals: 'professional or service',
  safe_environment: 'step',
  reasons_for_living: 'reason',
};

export const blankRow = {
  text: () => ({ value: '' }),
  contact: () => ({ name: '', phone: '' }),
  person: () => ({ name: '', phone: '', relationship: '' }),
};

/** The form's values for a plan: every section shows at least one empty row, ready to fill in. */
export function toFormValues(plan: PlanLists): SafetyPlanFormValues {
  const text = (list: string[]) => (list.length ? list.map((value) => ({ value })) : [blankRow.text()]);
  const contacts = (list: { name: string; phone: string | null }[]) =>
    list.length ? list.map((c) => ({ name: c.name, phone: c.phone ?? '' })) : [blankRow.contact()];
  return {
    warning_signs: text(plan.warning_signs),
    coping_strategies: text(plan.coping_strategies),
    distractions: contacts(plan.distractions),
    support_people: plan.support_people.length
      ? plan.support_people.map((p) => ({
          name: p.name,
          phone: p.phone ?? '',
          relationship: p.relationship ?? '',
        }))
      : [blankRow.person()],
    professionals: contacts(plan.professionals),
    safe_environment: text(plan.safe_environment),
    reasons_for_living: text(plan.reasons_for_living),
  };
}

/** The plan as typed so far, trimmed and without blank rows (what the printed page shows). */
export function fromFormValues(values: DeepPartial<SafetyPlanFormValues>): PlanLists {
  const clean = (s: string | undefined) => (s ?? '').trim();
  const text = (rows: ({ value?: string } | undefined)[] | undefined) =>
    (rows ?? []).map((r) => clean(r?.value)).filter(Boolean);
  const contacts = (rows: ({ name?: string; phone?: string } | undefined)[] | undefined) =>
    (rows ?? [])
      .map((r) => ({ name: clean(r?.name), phone: clean(r?.phone) || null }))
      .filter((r) => r.name !== '');
  return {
    warning_signs: text(values.warning_signs),
    coping_strategies: text(values.coping_strategies),
    distractions: contacts(values.distractions),
    support_people: (values.support_people ?? [])
      .map((r) => ({
        name: clean(r?.name),
        phone: clean(r?.phone) || null,
        relationship: clean(r?.relationship) || null,
      }))
      .filter((r) => r.name !== ''),
    professionals: contacts(values.professionals),
    safe_environment: text(values.safe_environment),
    reasons_for_living: text(values.reasons_for_living),
  };
}

/**
 * The form field a server error key belongs to: `warning_signs.1` is the text row `warning_signs.1.value`;
 * contact keys (`support_people.0.phone`) and whole lists (`coping_strategies`) are the same on both sides.
 */
export function formPathOf(key: string): string | null {
  const [section, index, field] = key.split('.');
  const found = SAFETY_PLAN_SECTIONS.find((s) => s.key === section);
  if (!found) return null;
  if (index === undefined) return found.key;
  if (!/^\d+$/.test(index)) return null;
  if (found.kind === 'text') return `${found.key}.${index}.value`;
  return field ? `${found.key}.${index}.${field}` : `${found.key}.${index}.name`;
}

export function isEmptyPlan(plan: PlanLists): boolean {
  return SAFETY_PLAN_SECTIONS.every((s) => plan[s.key].length === 0);
}
