import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { asCaller } from "../../functions/_shared/database/as-caller.ts";
import { type Caller, type Database, DatabaseError, type Queryable } from "../../functions/_shared/database/database.ts";
import { execute, sql } from "../../functions/_shared/database/sql.ts";
import { StorageError, storageErrors } from "./storage-errors.ts";

// The objects of the local Storage: their rows in `storage.objects`, written and read as the
// caller's role so that the policies on that table decide, as Storage does; their bytes in files
// under `root`, one per object id (never a path from the object's name).

export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  version: string | null;
}

const objectColumns = sql`id, bucket_id, name, owner, owner_id, metadata, user_metadata, version, created_at, updated_at, last_accessed_at`;

/** Storage's answer to what Postgres refused a caller. */
function refused(error: unknown): never {
  if (error instanceof DatabaseError && error.code === "42501") throw storageErrors.accessDenied();
  if (error instanceof DatabaseError && error.code === "23505") throw storageErrors.duplicate();
  if (error instanceof DatabaseError && error.code === "23503") throw storageErrors.noSuchBucket();
  throw error;
}

export const asStorageCaller = <T>(db: Database, caller: Caller, work: (tx: Queryable) => Promise<T>) =>
  asCaller(db, caller, work).catch(refused);

export class ObjectStore {
  constructor(readonly db: Database, readonly root: string) {}

  /** A bucket, read as Storage reads it: past the caller's policies. */
  async bucket(id: string): Promise<BucketRow> {
    const [row] = await execute<BucketRow>(this.db, sql`select id, public, file_size_limit, to_jsonb(allowed_mime_types) as allowed_mime_types from storage.buckets where id = ${id}`);
    if (!row) throw storageErrors.noSuchBucket();
    return { ...row, file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit) };
  }

  /** An object the caller may read, or Storage's 404. */
  async find(caller: Caller | undefined, bucket: string, name: string): Promise<ObjectRow> {
    const read = (tx: Queryable) => execute<ObjectRow>(tx, sql`select ${objectColumns} from storage.objects where bucket_id = ${bucket} and name = ${name}`);
    const [row] = caller ? await asStorageCaller(this.db, caller, read) : await read(this.db);
    if (!row) throw storageErrors.noSuchKey();
    return row;
  }

  /** The objects under `prefix` that the caller may read, by name. */
  list(caller: Caller, bucket: string, prefix: string): Promise<ObjectRow[]> {
    const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return asStorageCaller(this.db, caller, (tx) =>
      execute<ObjectRow>(tx, sql`select ${objectColumns} from storage.objects
        where bucket_id = ${bucket} and name like ${like} order by name limit 10000`));
  }

  /**
   * Stores `bytes` as the object `name`: a new one (`insert`), a new one or over the old (`upsert`),
   * or over the old only (`update`). The bytes go to a file first (at most `limit` of them); the
   * row is written as the caller and the file put in place within the same transaction.
   */
  async write(caller: Caller, mode: "insert" | "upsert" | "update", bucket: BucketRow, name: string,
    upload: { bytes: ReadableStream<Uint8Array>; type: string; cacheControl: string; limit: number }): Promise<ObjectRow> {
    await mkdir(join(this.root, bucket.id), { recursive: true });
    const temporary = join(this.root, bucket.id, `.upload-${randomUUID()}`);
    try {
      const { size, md5 } = await this.receive(upload.bytes, temporary, upload.limit);
      const now = new Date().toISOString();
      const metadata = JSON.stringify({ eTag: `"${md5}"`, size, mimetype: upload.type, cacheControl: upload.cacheControl,
        lastModified: now, contentLength: size, httpStatusCode: 200 });
      const owner = caller.claims.sub ?? null;
      const version = randomUUID();
      return await asStorageCaller(this.db, caller, async (tx) => {
        const [row] = mode === "update"
          ? await execute<ObjectRow>(tx, sql`update storage.objects set metadata = ${metadata}::text::jsonb, version = ${version},
              updated_at = now(), last_accessed_at = now() where bucket_id = ${bucket.id} and name = ${name} returning ${objectColumns}`)
          : await execute<ObjectRow>(tx, sql`insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
              values (${bucket.id}, ${name}, ${owner}::uuid, ${owner}, ${metadata}::text::jsonb, ${version}) ${
            mode === "upsert"
              ? sql`on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version,
                  owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now(), last_accessed_at = now()`
              : sql``
          } returning ${objectColumns}`);
        if (!row) throw storageErrors.noSuchKey();
        await rename(temporary, this.path(row));
        return row;
      });
    } finally {
      await rm(temporary, { force: true });
    }
  }

  private async receive(bytes: ReadableStream<Uint8Array>, file: string, limit: number): Promise<{ size: number; md5: string }> {
    const hash = createHash("md5");
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _, done) {
        size += chunk.byteLength;
        if (size > limit) return done(storageErrors.tooLarge());
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(bytes as never), counted, createWriteStream(file));
    } catch (error) {
      // The sender's stream broke off (or was stopped): nothing is kept.
      throw error instanceof StorageError ? error : storageErrors.invalidRequest("The upload did not arrive whole");
    }
    return { size, md5: hash.digest("hex") };
  }

  /** The objects named, removed as the caller, their files after. */
  async remove(caller: Caller, bucket: string, names: string[]): Promise<ObjectRow[]> {
    const removed = await asStorageCaller(this.db, caller, (tx) =>
      execute<ObjectRow>(tx, sql`delete from storage.objects where bucket_id = ${bucket}
        and name in (select jsonb_array_elements_text(${JSON.stringify(names)}::text::jsonb)) returning ${objectColumns}`));
    await Promise.all(removed.map((row) => rm(this.path(row), { force: true })));
    return removed;
  }

  /** An object renamed (and moved to another bucket) as the caller. */
  async move(caller: Caller, from: { bucket: string; name: string }, to: { bucket: string; name: string }): Promise<void> {
    await asStorageCaller(this.db, caller, async (tx) => {
      const [row] = await execute<ObjectRow>(tx, sql`update storage.objects set bucket_id = ${to.bucket}, name = ${to.name}, updated_at = now()
        where bucket_id = ${from.bucket} and name = ${from.name} returning ${objectColumns}`);
      if (!row) throw storageErrors.noSuchKey();
      if (to.bucket !== from.bucket) {
        await mkdir(join(this.root, to.bucket), { recursive: true });
        await rename(join(this.root, from.bucket, row.id), this.path(row));
      }
    });
  }

  /** The object's bytes as a stream, and how many there are. */
  async open(row: ObjectRow): Promise<{ body: ReadableStream<Uint8Array>; size: number }> {
    const file = this.path(row);
    const { size } = await stat(file).catch(() => Promise.reject(storageErrors.noSuchKey()));
    return { body: Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>, size };
  }

  private path(row: ObjectRow): string {
    return join(this.root, row.bucket_id, row.id);
  }
}
