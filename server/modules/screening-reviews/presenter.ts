import {
  SCREENING_MARK_KINDS,
  SCREENING_MARK_LEVELS,
  type ScreeningMark,
  type ScreeningMarkKind,
  type ScreeningReview,
} from '../../../common/schemas/screening-reviews';
import type { Viewer } from '../tickets';
import { screeningReviewPolicy } from './policy';
import type { ScreeningMarkRow, ScreeningReviewRow } from './repository';

const asKind = (value: string): ScreeningMarkKind =>
  SCREENING_MARK_KINDS.find((kind) => kind === value) ?? 'missed_crisis';

export function presentMark(row: ScreeningMarkRow): ScreeningMark {
  return {
    id: row.id,
    ticket_id: row.ticket_id,
    kind: asKind(row.kind),
    level: SCREENING_MARK_LEVELS.find((level) => level === row.expected_level) ?? null,
    note: row.note,
    engine_level: row.engine_level,
    engine_score: row.engine_score,
    engine_language: row.engine_language,
    marked_by: { id: row.marked_by, name: row.marked_by_name, role: row.marked_by_role },
    state: row.exported_at === null ? 'open' : 'exported',
    created_at: row.created_at,
    updated_at: row.updated_at,
    exported_at: row.exported_at,
  };
}

/** A mark in the admin list: the ticket's words only for a reviewer who may see that ticket. */
export function presentReview(row: ScreeningReviewRow, viewer: Viewer): ScreeningReview {
  return {
    ...presentMark(row),
    ticket_number: row.ticket_number,
    ticket: screeningReviewPolicy.maySeeText(viewer, row)
      ? { subject: row.subject, description: row.description }
      : null,
  };
}
