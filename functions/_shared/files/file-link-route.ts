import { asCaller } from "../database/as-caller.ts";
import { execute, sql } from "../database/sql.ts";
import { ApiError } from "../http/errors.ts";
import type { RouteDeclaration, Validated } from "../http/route-kinds.ts";
import { queryBoolean } from "../records/fields.ts";
import { aNoun, idQuery } from "../records/record-routes.ts";
import type { RecordType } from "../records/record-type.ts";
import { bucketById, splitKey } from "./buckets.ts";
import type { FileRoutes } from "./file-routes.ts";
import { capitalised } from "../http/openapi-schemas.ts";
import { StorageRefused } from "./storage-client.ts";

const noFile = (type: RecordType) => new ApiError(404, "not_found", `No ${type.noun} with this id has a file you may read.`);

/** `GET /<name>/file?id=`: the record read as the caller (a download counted), then a redirect to a signed URL. */
export function linkRoute({ db, storage, files: { type }, linkSeconds, visitor }: FileRoutes): RouteDeclaration<"file link", Validated<{ id: string; download?: boolean }>> {
  return {
    kind: "file link",
    method: "get",
    path: `/${type.name}/file`,
    contract: () => ({
      tags: [type.name],
      operationId: `get${capitalised(type.noun)}File`,
      summary: `Go to ${aNoun(type.noun)}'s file`,
      description: `Redirects to the file, through a URL of Storage's that works for \`FILE_LINK_SECONDS\` (60 by default), ` +
        `whoever may read the ${type.noun} now: the public while it is published, members and editors as its policies say. A ` +
        `withdrawn ${type.noun}'s file is no longer reached. \`download=true\` asks the browser to save it rather than show it. ` +
        "A download of a published record's file is counted, once a day per client as apply clicks are (never an address; " +
        `not HEAD, prefetches or bots): \`GET /${type.name}/file/downloads\`.`,
      security: [],
      request: { query: idQuery(type).extend({ download: queryBoolean().optional() }) },
      errors: { 401: ["unauthorized"], 404: ["not_found"] },
      responses: {
        302: { description: "The file's signed URL, in `Location`.", headers: { Location: { schema: { type: "string", format: "uri" } } } },
      },
    }),
    handle: async (c) => {
      const { id, download } = c.req.valid("query");
      const caller = c.var.caller;
      const client = await visitor(c.req.raw);
      // The record read as the caller, and a person's download of a published file counted, in one statement.
      const [row] = await asCaller(db, caller, (tx) =>
        execute<{ file: string | null }>(tx, sql`select file, private.count_download(${type.table}, id, ${client}::text)
          from ${type.sql.ref} where id = ${id}`));
      const key = row?.file;
      if (!key) throw noFile(type);
      const { bucket, name } = splitKey(key);
      if (bucketById(bucket)?.membersOnly && caller.claims.role === "anon") {
        throw new ApiError(401, "unauthorized", "Sign in as a member to download this file.");
      }
      let url: string;
      try {
        url = await storage.signedUrl(c.req.raw.headers, bucket, name, linkSeconds, download ? name.split("/").pop() : undefined);
      } catch (error) {
        // Storage's policies, as the caller, had the last word: the record alone is not enough.
        throw error instanceof StorageRefused && error.status < 500 ? noFile(type) : error;
      }
      return new Response(null, { status: 302, headers: { Location: url, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
    },
  };
}

