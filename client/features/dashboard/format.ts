import type { BytesOptions, HoursOptions } from '../../lib/format';

/** The staff performance table's average reply time: "2.0 h", or "No replies yet" when there is none. */
export const RESPONSE_HOURS: HoursOptions = { empty: 'No replies yet', spaced: true };

/** Storage figures on the admin dashboard keep one decimal: "5.0 MB". */
export const FIXED_BYTES: BytesOptions = { fixedDecimal: true };
