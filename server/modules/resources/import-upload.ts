import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { type ResourceImportOptions, resourceImportOptionsSchema } from '../../../common/schemas/resources';
import type { AppContext } from '../../context';
import { AppError, validationError } from '../../lib/errors';
import { parseInput } from '../../lib/validation';
import { uploadRules } from '../settings';
import { IMPORT_FILE_MESSAGES, type ImportFile, readImportFile } from './import-file';

const MAX_FIELDS = 5;

/**
 * The import's multipart body: one `file` (CSV or JSON, at most the settings' max file size) and `dry_run`.
 * A file over the limit is refused while it streams in, before any of it is read as rows.
 */
export async function readImportUpload(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ file: ImportFile; options: ResourceImportOptions }> {
  if (!request.isMultipart()) throw validationError({ file: [IMPORT_FILE_MESSAGES.fileRequired] });
  const { maxMegabytes } = await uploadRules(ctx);
  const fields: Record<string, unknown> = Object.create(null);
  let upload: { name: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: maxMegabytes * 1024 * 1024,
        files: 1,
        fields: MAX_FIELDS,
        fieldSize: 1024,
        parts: MAX_FIELDS + 1,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        upload = { name: part.filename, data: await part.toBuffer() };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw validationError({ file: [IMPORT_FILE_MESSAGES.tooLarge(maxMegabytes)] });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw validationError({ file: ['The form has too many fields or files: send one file and dry_run'] });
    throw validationError({ file: [IMPORT_FILE_MESSAGES.fileRequired] });
  }
  const options = parseInput(resourceImportOptionsSchema, fields);
  if (!upload) throw validationError({ file: [IMPORT_FILE_MESSAGES.fileRequired] });
  return { file: readImportFile(upload.data, upload.name), options };
}
