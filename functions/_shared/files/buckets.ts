// The service's Storage buckets as the API checks uploads against them. The database holds the
// same limits and types (migration `20261210120000_files`: `storage.buckets`), which Storage
// enforces again; test/files.test.ts keeps the two in step.

import * as z from "zod";

const MiB = 1024 * 1024;

/** What a library file may be: documents, slides, spreadsheets and pictures. Never HTML, SVG or scripts. */
const documentTypes = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.oasis.opendocument.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
] as const;

export interface Bucket {
  id: string;
  /** The largest file it takes, in bytes. */
  sizeLimit: number;
  /** The types it takes, as its files' bytes show them. */
  types: readonly string[];
  /** Read only by signed-in members and editors, even when a published record names the file. */
  membersOnly: boolean;
}

export const buckets = {
  resourceFiles: { id: "resource-files", sizeLimit: 25 * MiB, types: documentTypes, membersOnly: false },
  memberFiles: { id: "member-files", sizeLimit: 25 * MiB, types: documentTypes, membersOnly: true },
  companyLogos: { id: "company-logos", sizeLimit: 1 * MiB, types: ["image/png", "image/jpeg", "image/webp"], membersOnly: false },
  opportunityAttachments: { id: "opportunity-attachments", sizeLimit: 10 * MiB, types: ["application/pdf"], membersOnly: false },
  // Applicants' files: read by the editors only (migration 20261211120000_applications).
  applicationFiles: {
    id: "application-files",
    sizeLimit: 10 * MiB,
    types: [
      "application/pdf", "image/png", "image/jpeg", "image/webp",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/vnd.oasis.opendocument.text",
    ],
    membersOnly: true,
  },
} as const satisfies Record<string, Bucket>;

export const bucketList: readonly Bucket[] = Object.values(buckets);

/** A bucket by its id, or undefined. */
export const bucketById = (id: string): Bucket | undefined => bucketList.find((b) => b.id === id);

/** A Storage key (`<bucket>/<name>`) split in two. */
export function splitKey(key: string): { bucket: string; name: string } {
  const slash = key.indexOf("/");
  return { bucket: key.slice(0, slash), name: key.slice(slash + 1) };
}

/**
 * A record's file as a client names it: Storage's key in one of `allowed` (what supabase-js's
 * `upload` answers as `fullPath`), in the characters Storage's keys allow. The database holds the
 * same (the record table's `<table>_file_bucket` check) and that the object exists.
 */
export const fileKey = (allowed: readonly Bucket[]) =>
  z.string({ error: "must be a Storage key (text)" }).trim().max(1024, "must be at most 1024 characters").regex(
    new RegExp(`^(${allowed.map((b) => b.id).join("|")})/[\\w!\\-.*'() &$@=;:+,?]+(/[\\w!\\-.*'() &$@=;:+,?]+)*$`),
    `must be a Storage key in ${allowed.map((b) => b.id).join(" or ")}, such as ${allowed[0]!.id}/<name>: what an upload answers as fullPath`,
  ).nullable().meta({ description: `Its file: a Storage key in ${allowed.map((b) => b.id).join(" or ")}. Null takes the file off.` });
