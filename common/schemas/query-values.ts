import { z } from 'zod';

/**
 * Query-string values of the list filters: arrays sent as `key[]`, and the empty, "null" and "all" values a
 * filter form sends for "no filter", which mean the filter is left out.
 */

/** Array query values come as key[]=a&key[]=b (or key=a); empty, null and "all" mean no filter. */
export const listValue = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    const list = (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
      (v) => v !== '' && v !== 'all' && v !== 'null' && v !== null,
    );
    return list.length === 0 ? undefined : list;
  }, z.array(item).max(10, 'Too many values').optional());

export const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === 'all' || v === 'null' ? undefined : v),
    z.string().trim().max(max, message).optional(),
  );

export const optionalBoolean = z.preprocess(
  (v) =>
    v === '' || v === 'all' || v === 'null' || v === undefined
      ? undefined
      : v === 'true' || v === '1'
        ? true
        : v === 'false' || v === '0'
          ? false
          : v,
  z.boolean({ error: 'Must be true or false' }).optional(),
);
