import type { FastifyRequest } from 'fastify';
import { candidateMessages, intakeFieldsSchema } from '../../../core/api/candidate.ts';
import { CV_MAX_BYTES, CV_TOO_LARGE_MESSAGE } from '../../../core/cv.ts';
import { AppError } from '../../errors.ts';
import { readMultipart } from './multipart.ts';

/**
 * The intake form as a candidate sends it (and as an employer's preview does): the fields
 * validated by the contract and the CV, which must be there and not empty. One rule for both.
 */
export async function readIntakeForm(request: FastifyRequest) {
  const { fields, file } = await readMultipart(request, {
    maxFileBytes: CV_MAX_BYTES,
    tooLargeMessage: CV_TOO_LARGE_MESSAGE,
  });
  const parsed = intakeFieldsSchema.safeParse(fields);
  if (!parsed.success || !file || file.bytes.length === 0) {
    throw new AppError(
      'VALIDATION',
      parsed.success ? candidateMessages.intakeIncomplete : parsed.error.issues[0]!.message,
    );
  }
  const { fullName, email, knockoutAnswer, invitation, noticeVersionId } = parsed.data;
  return {
    fullName,
    email,
    cv: { bytes: file.bytes, filename: file.filename },
    knockoutAnswer,
    invitationToken: invitation,
    noticeVersionId,
  };
}
