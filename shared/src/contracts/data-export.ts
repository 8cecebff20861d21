import { z } from 'zod';

/** How long the mailed link to a member's own data works, in hours (issue 48 §4). */
export const DATA_EXPORT_LINK_HOURS = 24;
/** A member asks for their data at most this often: one file a day is all anyone needs. */
export const DATA_EXPORT_INTERVAL_HOURS = 24;

export const dataExportStatuses = ['building', 'ready', 'taken', 'failed', 'expired'] as const;
/** A member's own data download (Art. 15 and 20) as their settings show it. */
export const dataExportSchema = z.object({
  status: z.enum(dataExportStatuses),
  /** 0–100 while it is built. */
  progress: z.number().int().min(0).max(100),
  created_at: z.string(),
  /** Till when the mailed link works (once ready). */
  expires_at: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
/** `GET` and `POST /api/data-export.php`: the member's latest download, if any. */
export const dataExportResponseSchema = z.object({ export: dataExportSchema.nullable() });
export type DataExportResponse = z.infer<typeof dataExportResponseSchema>;
/** The download: a ZIP with index.html and the JSON files it explains, and the photos. */
export const dataExportArchiveSchema = z.string().describe('application/zip');
/** `GET /api/data-export/download?token=`: the mailed link. */
export const dataExportDownloadQuerySchema = z.object({ token: z.string().min(20).max(200) });
