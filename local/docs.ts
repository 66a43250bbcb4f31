import { readFile } from "node:fs/promises";
import type { Handler } from "../functions/_shared/http/context.ts";

const redocBundle = new URL("../node_modules/redoc/bundles/redoc.standalone.js", import.meta.url);
const contract = new URL("../openapi.json", import.meta.url);

/**
 * The API reference at `/docs`: `openapi.json` rendered by Redoc, loaded from node_modules (never
 * a CDN, no web fonts), with the local stack as the first server. Local development only: the
 * functions serve JSON, not pages.
 */
export function docsHandler(): Handler {
  const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Opportunities and Resources API</title>
</head>
<body>
  <redoc spec-url="/docs/openapi.json" expand-responses="200,201" path-in-middle-panel></redoc>
  <script src="/docs/redoc.js"></script>
</body>
</html>`;
  return async (request) => {
    const { pathname, origin } = new URL(request.url);
    const headers = { "Cache-Control": "no-cache" };
    switch (pathname.replace(/\/+$/, "")) {
      case "/docs":
        return new Response(page, { headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
      case "/docs/redoc.js":
        return new Response(await readFile(redocBundle), { headers: { ...headers, "Content-Type": "text/javascript; charset=utf-8" } });
      case "/docs/openapi.json": {
        const document = JSON.parse(await readFile(contract, "utf8"));
        document.servers = [
          { url: `${origin}/functions/v1`, description: "This local stack" },
          ...document.servers.filter((s: { url: string }) => !s.url.startsWith("http://127.0.0.1")),
        ];
        return Response.json(document, { headers });
      }
      default:
        return Response.json({ success: false, error: { code: "not_found", message: "There is no such page." } }, { status: 404 });
    }
  };
}
