import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { PDFDocument } from "pdf-lib";
import type { Api, HttpCaller } from "./api.ts";

/** supabase-js as a caller presents itself: a signed-in user's token, or only the publishable key. */
export function supabaseAs(api: Api, caller: HttpCaller): SupabaseClient {
  const token = api.headersFor(caller).authorization?.replace(/^Bearer /, "");
  const signedIn = token && token !== api.credentials.publishableKey;
  return createClient(api.url, api.credentials.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...(signedIn ? { accessToken: async () => token } : {}),
  });
}

/** A real PDF of `pages` pages (pdf-lib), optionally padded with a comment to about `size` bytes. */
export async function pdfFile(options: { pages?: number; javascript?: boolean } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < (options.pages ?? 1); i++) pdf.addPage([200, 200]).drawText(`Page ${i + 1}`, { x: 20, y: 100, size: 12 });
  if (options.javascript) pdf.addJavaScript("hello", "app.alert('hello from the file');");
  return pdf.save();
}

/** A PNG's signature and header chunk, saying the picture is `width` by `height`: all a type and size are read from. */
export function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(8 + 25 + 12);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12); // IHDR
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  view.setUint32(29, 0); // CRC, not checked by what reads the size
  view.setUint32(33, 0);
  bytes.set([0x49, 0x45, 0x4e, 0x44], 37); // IEND
  return bytes;
}

/** A zip archive's first entry (a plain text file), as a zip bomb renamed .docx begins. */
export function zipStart(): Uint8Array {
  const name = new TextEncoder().encode("payload.txt");
  const content = new TextEncoder().encode("x".repeat(64));
  const header = new Uint8Array(30 + name.length);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint16(4, 20, true);
  view.setUint32(18, content.length, true);
  view.setUint32(22, content.length, true);
  view.setUint16(26, name.length, true);
  header.set(name, 30);
  return new Uint8Array([...header, ...content]);
}

/** A multipart/form-data body of one file in `field`. */
export function fileForm(bytes: Uint8Array, filename: string, type: string, field = "file"): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes as BlobPart], { type }), filename);
  return form;
}
