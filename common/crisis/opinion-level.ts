import type { SecondOpinion } from './concepts/features';
import { RULE_NAMES } from './rules';
import { type CrisisLevel, type CrisisMatch, type CrisisSeverity, levelRank } from './types';

/** A possible concern is for review only: it adds little to the score. */
const POSSIBLE_CONCERN_WEIGHT = 15;
/**
 * Without any rule signal the learned opinion escalates only when at least this sure (else: possible concern, a
 * review within the day). At 0.85 it escalated 132 of 440 plain requests built from the large seed's subjects and
 * bodies (`evaluation/ordinary.test.ts`) and 3 of the demo seed's 49 ordinary tickets; at 0.95 none. The texts of
 * the tuned rounds it no longer escalates alone (102 of 4,344) are marked a possible concern instead.
 */
const SURE_WITHOUT_RULES = 0.95;

interface RulesReading {
  /** The level the rules and the concept ladder gave. */
  readonly level: CrisisLevel;
  /** Whether the rules read distress of the writer's own (asked only when needed). */
  readonly distress: () => boolean;
  /** The rules found the text explained: an everyday reason, study framing, a recovery, someone else's words. */
  readonly explained: boolean;
  readonly cap: Readonly<Record<CrisisSeverity, number>>;
}

/**
 * How the learned second opinion changes the rules' reading (`screenText`); it never lowers it.
 * - Below medium: it escalates to medium (a crisis, people are alerted) a text the rules already read as
 *   distress; on a text in which the rules found nothing at all it otherwise marks a possible concern. Alone, it
 *   has raised ordinary requests ("feeling low about my grades, would like to talk to someone"), so there it must
 *   be very sure, and never escalates a text the rules found explained.
 * - At medium or above (by the rules, or raised to medium just above): the model's high or critical when it is
 *   sure of it. The rules read the words they list; the model reads how the rest of a risky text is told (H20
 *   with the model kept: 132 texts at their level against the rules' 126, no new false alarm; decision 0039).
 */
export function combineOpinion(
  opinion: SecondOpinion,
  rules: RulesReading,
): { level: CrisisLevel; possibleConcern: boolean; matches: CrisisMatch[] } {
  let { level } = rules;
  let possibleConcern = false;
  const matches: CrisisMatch[] = [];
  const noted = (severity: CrisisSeverity, weight: number, rule: string) =>
    matches.push({
      keyword: RULE_NAMES.secondOpinion,
      category: 'general_distress',
      severity_level: severity,
      weight,
      start: 0,
      end: 0,
      rule,
    });
  if (levelRank(level) < levelRank('medium') && opinion.level !== 'none') {
    const raises =
      opinion.level === 'medium' &&
      (rules.distress() || (opinion.probability >= SURE_WITHOUT_RULES && !rules.explained));
    if (raises) level = 'medium';
    else possibleConcern = true;
    noted(raises ? 'medium' : 'low', raises ? rules.cap.medium : POSSIBLE_CONCERN_WEIGHT, opinion.reason);
  }
  const { sure } = opinion;
  if (
    sure !== undefined &&
    levelRank(level) >= levelRank('medium') &&
    levelRank(sure.level) > levelRank(level)
  ) {
    level = sure.level;
    noted(sure.level, rules.cap[sure.level], sure.reason);
  }
  return { level, possibleConcern, matches };
}
