import { GUEST_IMPORT_MAX_ROWS, guestImportRequestSchema, translate } from '@wedding/core';
import ExcelJS from 'exceljs';
import type { RequestHandler } from 'express';
import { memberActor } from '../../activity/index.js';
import { currentWedding, mayEditGuestSide } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { importGuestRows } from '../../guests/import-guest-rows.js';
import { HttpError } from '../../http/errors.js';
import { requestLocale } from '../../http/request-locale.js';
import { zodIssuesToDetails } from '../../http/validation-details.js';
import { readSingleFile, UploadError } from '../../uploads/index.js';
import { safeParseInput } from '../../validation/safe-parse-input.js';
import { memberAuthor } from './guest-author.js';

/** 5,000 mapped rows of a full guest form each stay far below this; a spreadsheet of a large list too. */
const IMPORT_MAX_BYTES = 16 * 1024 * 1024;
const SHEET_MAX_BYTES = 8 * 1024 * 1024;

async function receive(req: Parameters<RequestHandler>[0], fieldName: string, maxBytes: number) {
  try {
    return await readSingleFile(req, { fieldName, maxBytes });
  } catch (error) {
    if (error instanceof UploadError) throw new HttpError(error.status, 'badRequest', error.message);
    throw error;
  }
}

/**
 * POST /api/weddings/:weddingId/guests/import, multipart part `import`: a JSON document {rows, duplicates, dryRun}
 * (the rows after the column mapping). Multipart so a 5,000-row list is not held to the 256 KB JSON body limit.
 * -> {dryRun, created, merged, skipped, rejected, rows[]}: each row's outcome with reasons for a refused one.
 */
export function importGuests(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const locale = requestLocale(req);
    const file = await receive(req, 'import', IMPORT_MAX_BYTES);
    let document: unknown;
    try {
      document = JSON.parse(file.buffer.toString('utf8'));
    } catch {
      throw new HttpError(400, 'invalidJson');
    }
    const parsed = safeParseInput(guestImportRequestSchema, document);
    if (parsed === null)
      throw new HttpError(400, 'validationFailed', { root: translate('validation.invalidType', locale) });
    if (!parsed.success) {
      const tooMany = parsed.error.issues.some((issue) => issue.message === 'guestImport.tooManyRows');
      throw new HttpError(
        tooMany ? 413 : 400,
        tooMany ? 'importTooLarge' : 'validationFailed',
        tooMany ? { max: GUEST_IMPORT_MAX_ROWS } : zodIssuesToDetails(parsed.error, locale),
      );
    }
    const summary = await importGuestRows(deps.prisma, {
      weddingId: currentWedding(res).id,
      rows: parsed.data.rows,
      duplicates: parsed.data.duplicates,
      dryRun: parsed.data.dryRun,
      locale,
      author: memberAuthor(res, 'import'),
      actor: memberActor(res),
      mayEditSide: mayEditGuestSide(res),
    });
    res.status(parsed.data.dryRun ? 200 : 201).json({ dryRun: parsed.data.dryRun, ...summary });
  };
}

const cellText = (cell: ExcelJS.Cell): string => {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return (cell.text ?? '').trim();
};

/**
 * POST /api/weddings/:weddingId/guests/import/sheet, multipart part `file` (.xlsx) -> {columns, rows}: the first
 * sheet's header row and data rows as text, for the column mapping and its preview (CSV is read in the browser).
 */
export function readGuestSheet(_deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const file = await receive(req, 'file', SHEET_MAX_BYTES);
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(file.buffer as unknown as ArrayBuffer);
    } catch {
      throw new HttpError(400, 'unreadableSheet');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new HttpError(400, 'unreadableSheet');
    const lines: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let column = 1; column <= sheet.columnCount; column += 1)
        cells.push(cellText(row.getCell(column)));
      if (cells.some((cell) => cell !== '')) lines.push(cells);
    });
    const [columns = [], ...rows] = lines;
    if (rows.length > GUEST_IMPORT_MAX_ROWS)
      throw new HttpError(413, 'importTooLarge', { max: GUEST_IMPORT_MAX_ROWS });
    res.json({ columns, rows });
  };
}
