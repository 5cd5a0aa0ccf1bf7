import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_MESSAGES, ATTACHMENTS, cleanFileName } from '../../common/limits';
import { AppError, validationError } from './errors';
import type { IncomingFile } from './files';
import { refuseForbiddenKey, refuseNul } from './input-guard';

export interface ParsedBody {
  fields: Record<string, unknown>;
  files: IncomingFile[];
}

const MAX_FIELDS = 30;
const FORBIDDEN_FIELD_NAME = 'The form has a field name that is not allowed';
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Reads a JSON body or a multipart form into plain fields and buffered files. A multipart form may carry its
 * fields one by one or as one JSON "payload" field (product §1.7.2). Files past `maxFiles` are counted, not kept.
 */
export async function readBodyWithFiles(
  request: FastifyRequest,
  maxFiles: number,
  tooManyMessage: string,
  /** Bytes a file may hold (the max file size setting); a longer one is cut short and marked truncated. */
  maxFileBytes: number = ATTACHMENTS.maxBytes,
): Promise<ParsedBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw new AppError('BAD_REQUEST', 'The request body must be an object');
    }
    return { fields: (body as Record<string, unknown> | undefined) ?? {}, files: [] };
  }
  // No prototype: a field named `__proto__` (one by one or inside the JSON payload) can never reach one.
  const fields: Record<string, unknown> = Object.create(null);
  const files: IncomingFile[] = [];
  let fileCount = 0;
  let currentFile = '';
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxFileBytes,
        files: maxFiles + 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + maxFiles + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        fileCount += 1;
        if (fileCount > maxFiles) {
          part.file.resume();
          continue;
        }
        currentFile = part.filename;
        const data = await part.toBuffer();
        files.push({
          filename: part.filename,
          mimetype: part.mimetype,
          data,
          truncated: part.file.truncated,
        });
      } else {
        const name = part.fieldname.replace(/\[\]$/, '');
        if (name === 'payload' && typeof part.value === 'string') {
          let parsed: unknown;
          try {
            parsed = JSON.parse(part.value);
          } catch {
            throw new AppError('MALFORMED_JSON', 'The payload field is not valid JSON');
          }
          if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
            throw new AppError('BAD_REQUEST', 'The payload field must be a JSON object');
          }
          for (const [key, value] of Object.entries(parsed)) {
            refuseForbiddenKey(key);
            fields[key] = value;
          }
        } else {
          refuseForbiddenKey(name);
          fields[name] = part.value;
        }
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    // @fastify/multipart stops a field named like an Object.prototype property (__proto__, constructor…).
    if (code === 'FST_PROTO_VIOLATION') throw validationError({ form: [FORBIDDEN_FIELD_NAME] });
    if (code === 'FST_FILES_LIMIT') throw validationError({ attachments: [tooManyMessage] });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields');
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw validationError({
        attachments: [ATTACHMENT_MESSAGES.tooLarge(cleanFileName(currentFile), maxFileBytes / (1024 * 1024))],
      });
    }
    throw new AppError('BAD_REQUEST', 'The form could not be read');
  }
  if (fileCount > maxFiles) throw validationError({ attachments: [tooManyMessage] });
  refuseNul(fields, { attachments: files.map((file) => file.filename) });
  return { fields, files };
}
