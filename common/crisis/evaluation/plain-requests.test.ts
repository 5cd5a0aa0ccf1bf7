import { describe, expect, it } from 'vitest';
import { screenText } from '../screen';
import { levelRank } from '../types';
import checkSet from './plain-requests/check.json';
import trainSet from './plain-requests/train.json';

/**
 * Plain support requests written blind (`plain-requests/README.md`): what the rules alone raise to medium or
 * above pages staff for nothing. The train file was tuned on; the check file is only measured.
 */
interface PlainRequest {
  readonly text: string;
  readonly language: string;
  readonly form: string;
}

/**
 * Check texts the rules still raised when the tuning on the train file ended (2026-11-27: 5 of 300, from 7 before
 * it): a floor that may only go down. Their causes are in the README ("Plain requests").
 */
const CHECK_RAISED_AT_MOST = 5;

const raised = (requests: readonly PlainRequest[]): string[] =>
  requests
    .map((request, index) => ({ request, index, level: screenText(request.text).level }))
    .filter(({ level }) => levelRank(level) >= levelRank('medium'))
    .map(
      ({ request, index, level }) => `#${index} ${request.language} ${level}: ${request.text.slice(0, 160)}`,
    );

describe('plain requests (rules alone)', () => {
  it('raise none of the train texts to medium or above', () => {
    expect(trainSet).toHaveLength(703);
    expect(raised(trainSet)).toEqual([]);
  }, 30_000);

  it(`raise at most ${CHECK_RAISED_AT_MOST} of the check texts to medium or above`, () => {
    expect(checkSet).toHaveLength(300);
    expect(raised(checkSet).length).toBeLessThanOrEqual(CHECK_RAISED_AT_MOST);
  }, 30_000);
});
