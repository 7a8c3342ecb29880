import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

export type UploadedFile = { bytes: Buffer; filename: string; mime: string };

/**
 * Reads a small multipart form (fields plus at most one file) into memory, refusing a file
 * over `maxFileBytes` before anything is stored.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { maxFileBytes: number; tooLargeMessage: string },
): Promise<{ fields: Record<string, string>; file?: UploadedFile }> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', 'Expected a multipart form upload.');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes, files: 1, fields: 20 } })) {
      if (part.fieldname.includes('\u0000') || (part.type === 'file' && part.filename.includes('\u0000'))) {
        throw new AppError('VALIDATION', 'The form contains a NUL byte.');
      }
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file = { bytes, filename: part.filename, mime: part.mimetype };
      } else if (typeof part.value === 'string') {
        if (part.value.includes('\u0000')) throw new AppError('VALIDATION', 'The form contains a NUL byte.');
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', options.tooLargeMessage);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('VALIDATION', 'Too many form fields or files.');
    }
    // Anything else the parser throws is a malformed or truncated upload, not a server fault.
    request.log.info({ err: error }, 'malformed multipart body');
    throw new AppError('VALIDATION', 'The upload was incomplete or malformed. Please try again.');
  }
  return { fields, file };
}
