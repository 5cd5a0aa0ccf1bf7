import type { z } from 'zod';
import { normalizeRole } from '../../../common/permissions';
import {
  EMPTY_SAFETY_PLAN,
  type SafetyPlan,
  type SafetyPlanContact,
  type SafetyPlanInput,
  type SafetyPlanPerson,
  type SafetyPlanShare,
  safetyPlanSchema,
} from '../../../common/schemas/safety-plans';
import { readJsonColumn, writeJsonColumn } from '../../db/json-columns';
import type { SafetyPlanColumns, SafetyPlanRow, StaffRow } from './repository';

const shape = safetyPlanSchema.shape;

/** A stored list, or an empty one when the column does not hold what it should. */
const listOf = <T>(json: string, schema: z.ZodType<T[]>): T[] => readJsonColumn(json, schema, []);

const texts = shape.warning_signs as z.ZodType<string[]>;
const contacts = shape.distractions as z.ZodType<SafetyPlanContact[]>;
const people = shape.support_people as z.ZodType<SafetyPlanPerson[]>;

/** A plan as the API answers it; no row yet means an empty plan never saved. */
export function presentPlan(row: SafetyPlanRow | undefined): SafetyPlan {
  if (!row) return { ...EMPTY_SAFETY_PLAN };
  return {
    warning_signs: listOf(row.warning_signs, texts),
    coping_strategies: listOf(row.coping_strategies, texts),
    distractions: listOf(row.distractions, contacts).map((c) => ({ name: c.name, phone: c.phone })),
    support_people: listOf(row.support_people, people).map((p) => ({
      name: p.name,
      phone: p.phone,
      relationship: p.relationship,
    })),
    professionals: listOf(row.professionals, contacts).map((c) => ({ name: c.name, phone: c.phone })),
    safe_environment: listOf(row.safe_environment, texts),
    reasons_for_living: listOf(row.reasons_for_living, texts),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The checked input as the columns store it. */
export function columnsOf(input: SafetyPlanInput): SafetyPlanColumns {
  return {
    warning_signs: writeJsonColumn(input.warning_signs),
    coping_strategies: writeJsonColumn(input.coping_strategies),
    distractions: writeJsonColumn(input.distractions),
    support_people: writeJsonColumn(input.support_people),
    professionals: writeJsonColumn(input.professionals),
    safe_environment: writeJsonColumn(input.safe_environment),
    reasons_for_living: writeJsonColumn(input.reasons_for_living),
  };
}

export function presentShare(row: StaffRow): SafetyPlanShare {
  return { id: row.id, name: row.name, role: normalizeRole(row.role) };
}
