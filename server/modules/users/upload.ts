import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { extensionOf } from '../../../common/limits';
import {
  USER_LIMITS,
  USER_MESSAGES,
  type UserBulkCreateOptions,
  userBulkCreateJsonSchema,
  userBulkCreateOptionsSchema,
} from '../../../common/schemas/users';
import { AppError, validationError } from '../../lib/errors';
import { parseInput } from '../../lib/validation';
import { parseUsersCsv } from './csv';
import type { ImportRows } from './import';

const MAX_FIELDS = 10;

/**
 * The bulk-create body: JSON `{ users_data: [...], options }`, or multipart with a `csv_file` (.csv/.txt) or
 * a `users_data` field holding the JSON array, beside the option fields.
 */
export async function readBulkCreateBody(
  request: FastifyRequest,
): Promise<{ rows: ImportRows; options: UserBulkCreateOptions }> {
  if (!request.isMultipart()) {
    const input = parseInput(userBulkCreateJsonSchema, request.body ?? {});
    const { users_data, ...options } = input;
    return {
      rows: { source: 'json', rows: users_data.map((row, index) => ({ index, row })), skipped: [] },
      options,
    };
  }

  const fields: Record<string, unknown> = {};
  let csv: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: USER_LIMITS.importMaxBytes,
        files: 1,
        fields: MAX_FIELDS,
        fieldSize: USER_LIMITS.importMaxBytes,
        parts: MAX_FIELDS + 1,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'csv_file') {
          part.file.resume();
          continue;
        }
        if (!['csv', 'txt'].includes(extensionOf(part.filename))) {
          part.file.resume();
          throw validationError({ csv_file: [USER_MESSAGES.csvFileType] });
        }
        csv = await part.toBuffer();
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The CSV file must not exceed 5 MB');
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields or files');
    }
    throw validationError({ csv_file: [USER_MESSAGES.csvReadFailed] });
  }

  const options = parseInput(userBulkCreateOptionsSchema, fields);
  if (csv) {
    const parsed = parseUsersCsv(csv);
    return { rows: { source: 'csv', rows: parsed.rows, skipped: parsed.wrongWidth }, options };
  }
  if (typeof fields.users_data === 'string') {
    let usersData: unknown;
    try {
      usersData = JSON.parse(fields.users_data);
    } catch {
      throw validationError({ users_data: ['Users data must be a JSON list'] });
    }
    const { users_data } = parseInput(userBulkCreateJsonSchema, { users_data: usersData });
    return {
      rows: { source: 'json', rows: users_data.map((row, index) => ({ index, row })), skipped: [] },
      options,
    };
  }
  throw validationError({ users_data: [USER_MESSAGES.noUsersToCreate] });
}
