import { describe, expect, it } from 'vitest';
import { bulkLeftOverMessage, bulkSuccessMessage } from './SuggestionBulkBar';

const result = (fields: Partial<Parameters<typeof bulkSuccessMessage>[0]> = {}) => ({
  action: 'approve',
  affected: 2,
  missing_ids: [],
  faq_ids: [7, 8],
  skipped: [],
  ...fields,
});

describe('bulk review messages', () => {
  it('count what changed, in the server’s words', () => {
    expect(bulkSuccessMessage(result())).toBe('2 suggestions approved and published successfully');
    expect(bulkSuccessMessage(result({ action: 'reject', affected: 1 }))).toBe(
      '1 suggestion rejected successfully',
    );
  });

  it('name what was left as it was, once per reason', () => {
    expect(bulkLeftOverMessage(result())).toBeNull();
    expect(
      bulkLeftOverMessage(
        result({
          missing_ids: [99],
          skipped: [
            { id: 3, message: 'This suggestion has already been reviewed' },
            { id: 4, message: 'This suggestion has already been reviewed' },
          ],
        }),
      ),
    ).toBe('3 not changed: This suggestion has already been reviewed; Suggestion not found');
  });
});
