import busboy from "busboy";
import { Readable } from "node:stream";

/** A file arriving in a `multipart/form-data` body: never held whole, its bytes read as they come. */
export interface IncomingFile {
  /** The form field it came in ("" as supabase-js sends it). */
  field: string;
  /** The name its sender gave it (not to be trusted: `safeFileName`). */
  filename: string;
  /** The type its sender declared (not to be trusted: `sniffedType`). */
  declaredType: string;
  /** The text fields sent before it. */
  fields: Record<string, string>;
  bytes: ReadableStream<Uint8Array>;
  /** Whether the body broke off before the file's end (a client that stopped, a form cut short). */
  brokeOff(): boolean;
}

/** The body is not multipart/form-data that can be read. */
export class MultipartError extends Error {}

/**
 * The first file of a `multipart/form-data` body and the text fields before it, as soon as the
 * file's part starts; its bytes stream on from the request's own (busboy parses as they arrive).
 * Undefined when the body ends without a file. A file after the first is not read.
 */
export function firstFile(request: Request): Promise<IncomingFile | undefined> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      // File names as browsers and supabase-js send them: UTF-8, not busboy's default Latin-1.
      defParamCharset: "utf8",
      limits: { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25, headerPairs: 50 },
    });
  } catch (error) {
    return Promise.reject(new MultipartError((error as Error).message));
  }
  const source = request.body ? Readable.fromWeb(request.body as never) : Readable.from([]);
  const fields: Record<string, string> = {};
  return new Promise((resolve, reject) => {
    // Typed here: a deployed function has busboy without its types.
    parser.on("field", (name: string, value: string) => (fields[name] = value));
    parser.on("file", (field: string, stream: Readable, info: { filename?: string; mimeType?: string }) => {
      let broken = false;
      stream.on("error", () => (broken = true));
      const bytes = webStream(stream);
      resolve({ field, filename: info.filename ?? "", declaredType: info.mimeType ?? "", fields: { ...fields }, bytes, brokeOff: () => broken });
    });
    parser.on("close", () => resolve(undefined));
    parser.on("error", (error: unknown) => reject(new MultipartError((error as Error).message)));
    source.on("error", (error) => parser.destroy(error));
    source.pipe(parser);
  });
}

/**
 * A part's bytes as a web stream that reads them as they are asked for. Cancelled, the rest of
 * the part is read and dropped, so the parser can go on to the body's end.
 */
function webStream(part: Readable): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      part.on("data", (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) part.pause();
      });
      part.on("end", () => open && (open = false, controller.close()));
      part.on("error", (error) => open && (open = false, controller.error(error)));
      part.pause();
    },
    pull: () => void part.resume(),
    cancel() {
      open = false;
      part.resume();
    },
  }, { highWaterMark: 1 });
}

/** A part of a form as it arrives: a text field, or a file whose bytes stream on. */
export type FormPart = { field: string; value: string } | { field: string; file: IncomingFile };

/** A form's parts, one at a time, as they arrive: a file's bytes must be read or cancelled before the next part. */
export interface FormParts {
  /** The next part, or undefined at the body's end; a `MultipartError` when the body is not a form that can be read. */
  next(): Promise<FormPart | undefined>;
}

/**
 * A `multipart/form-data` body's parts in order (at most `files` files and `fields` text fields
 * of 64 KiB each): for forms whose first field says what the files after it are.
 */
export function formParts(request: Request, limits: { files: number; fields: number }): FormParts {
  const waiting: ((part: FormPart | undefined | Error) => void)[] = [];
  const arrived: (FormPart | undefined | Error)[] = [];
  const push = (part: FormPart | undefined | Error) => {
    const taker = waiting.shift();
    if (taker) taker(part);
    else arrived.push(part);
  };
  let parser: busboy.Busboy | undefined;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      defParamCharset: "utf8",
      limits: { files: limits.files, fields: limits.fields, fieldSize: 64 * 1024, parts: limits.files + limits.fields, headerPairs: 50 },
    });
  } catch (error) {
    push(new MultipartError((error as Error).message));
  }
  if (parser) {
    const fields: Record<string, string> = {};
    parser.on("field", (name: string, value: string, info: { valueTruncated?: boolean }) => {
      if (info.valueTruncated) return push(new MultipartError(`the field ${name} is longer than 64 KiB`));
      fields[name] = value;
      push({ field: name, value });
    });
    parser.on("file", (field: string, stream: Readable, info: { filename?: string; mimeType?: string }) => {
      let broken = false;
      stream.on("error", () => (broken = true));
      push({ field, file: { field, filename: info.filename ?? "", declaredType: info.mimeType ?? "", fields: { ...fields }, bytes: webStream(stream), brokeOff: () => broken } });
    });
    parser.on("filesLimit", () => push(new MultipartError(`the form holds more than ${limits.files} files`)));
    parser.on("fieldsLimit", () => push(new MultipartError(`the form holds more than ${limits.fields} text fields`)));
    parser.on("close", () => push(undefined));
    parser.on("error", (error: unknown) => push(new MultipartError((error as Error).message)));
    const source = request.body ? Readable.fromWeb(request.body as never) : Readable.from([]);
    source.on("error", (error) => parser!.destroy(error));
    source.pipe(parser);
  }
  let ended = false;
  return {
    async next() {
      if (ended) return undefined;
      const part = arrived.length ? arrived.shift() : await new Promise<FormPart | undefined | Error>((resolve) => waiting.push(resolve));
      if (part === undefined || part instanceof Error) ended = true;
      if (part instanceof Error) throw part;
      return part;
    },
  };
}
