import * as z from "zod";
import { functionUrl, type ServiceConfig } from "../http/config.ts";

/**
 * A record's file link, as its answers, JSON-LD and feeds give it: the service's own, which
 * checks the record each time it is followed and redirects to a short-lived signed URL.
 */
export const fileLink = (config: ServiceConfig, typeName: string, id: string) => `${functionUrl(config, `/${typeName}/file`)}?id=${id}`;

/** `file_url`, as every record with a file answers it: its file link, or null. Not stored, not writable. */
export const fileUrlField = () =>
  ({
    file_url: z.string().nullable().meta({
      format: "uri",
      description: "Its file's link (the service's, which checks the record and redirects to Storage), or null without a file. Not stored, not writable.",
    }),
  }) as const;

/**
 * A record with its `file_url`; with a file, also `alsoAs` (a resource's `link_url`, a company's
 * `logo_url`) is answered as the file's link, the stored value kept for when the file goes.
 */
export const withFileUrl = (config: ServiceConfig, typeName: string, alsoAs?: string) =>
<Row extends Record<string, unknown>>(row: Row): Row & { file_url: string | null } => {
  const url = row.file ? fileLink(config, typeName, row.id as string) : null;
  const shown: Record<string, unknown> = { ...row, file_url: url };
  if (url && alsoAs) shown[alsoAs] = url;
  return shown as Row & { file_url: string | null };
};
