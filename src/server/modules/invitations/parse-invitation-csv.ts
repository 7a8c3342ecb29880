import { parse } from 'csv-parse/sync';
import { invitationMessages } from '../../../core/invitations.ts';
import { AppError } from '../../errors.ts';

/**
 * Reads an uploaded CSV (comma or semicolon separated, optional header, UTF-8 with or without
 * BOM) into records of cells. Rows may have any number of cells; the rules in core decide.
 */
export function parseInvitationCsv(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  try {
    return parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
    }) as string[][];
  } catch {
    throw new AppError('VALIDATION', invitationMessages.csvUnreadable);
  }
}
