import sanitize from "sanitize-filename";
import type { Bucket } from "./buckets.ts";

// What a file is, from its bytes: never from its name or the type its sender declared. The
// parsers load on first use: only uploads need them.

/** The bytes a type and an image's size are read from: a file's first 64 KiB. */
export const headSize = 64 * 1024;

/** Images wider or taller than this are refused (a decompression bomb's trick is a huge canvas). */
export const maxImageSide = 8_000;

/** Why a file cannot be stored: the field's rule, with the status it is answered with. */
export class FileRefused extends Error {
  constructor(readonly status: 413 | 415 | 400, message: string) {
    super(message);
  }
}

/** A stream's first `size` bytes (fewer when shorter), and the whole stream again, read on as it is read. */
export async function peek(stream: ReadableStream<Uint8Array>, size: number): Promise<{ head: Uint8Array; all: ReadableStream<Uint8Array> }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < size) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.byteLength;
  }
  const head = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    head.set(chunk, at);
    at += chunk.byteLength;
  }
  const all = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (done) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  }, { highWaterMark: 0 });
  return { head, all };
}

/** The file's type and usual extension, read from its first bytes; refused unless the bucket takes it. */
export async function sniffedType(head: Uint8Array, bucket: Bucket): Promise<{ mime: string; ext: string }> {
  const { fileTypeFromBuffer } = await import("file-type");
  const found = await fileTypeFromBuffer(head);
  if (!found || !bucket.types.includes(found.mime)) {
    throw new FileRefused(415, `${found ? `is ${found.mime}` : "is of a type that cannot be told from its bytes"}; ` +
      `this takes ${bucket.types.map((t) => typeNames[t] ?? t).filter((t, i, all) => all.indexOf(t) === i).join(", ")}`);
  }
  if (found.mime.startsWith("image/")) await checkImage(head);
  return { mime: found.mime, ext: found.ext };
}

const typeNames: Record<string, string> = {
  "application/pdf": "PDF",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PowerPoint",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "Excel",
  "application/vnd.oasis.opendocument.presentation": "OpenDocument",
  "application/vnd.oasis.opendocument.text": "OpenDocument",
  "application/vnd.oasis.opendocument.spreadsheet": "OpenDocument",
};

async function checkImage(head: Uint8Array): Promise<void> {
  const { imageSize } = await import("image-size");
  let size: { width?: number; height?: number };
  try {
    size = imageSize(head);
  } catch {
    throw new FileRefused(415, "is an image whose size cannot be read");
  }
  const { width = 0, height = 0 } = size;
  if (width < 1 || height < 1 || width > maxImageSide || height > maxImageSide) {
    throw new FileRefused(400, `is an image of ${width}×${height} pixels; at most ${maxImageSide} on each side`);
  }
}

/**
 * A name safe to store and to offer as a download: its sender's name in plain ASCII (what
 * Storage's keys allow), no path, no reserved or hidden name, at most 100 characters, ending in
 * the extension its bytes show, whatever it ended in.
 */
export function safeFileName(given: string, ext: string): string {
  const ascii = given.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const base = sanitize(ascii.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9._ ()-]+/g, "-")
    .replace(/^[.\s-]+|[.\s-]+$/g, "")
    .slice(0, 90);
  return `${base || "file"}.${ext}`;
}
