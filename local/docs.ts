import { readFile } from "node:fs/promises";
import type { Handler } from "../functions/_shared/http/context.ts";

const scalarBundle = new URL("../node_modules/@scalar/api-reference/dist/browser/standalone.js", import.meta.url);
const contract = new URL("../openapi.json", import.meta.url);

/**
 * The API reference at `/docs`: `openapi.json` rendered by Scalar API Reference, loaded from
 * node_modules (never a CDN; default web fonts off), with the local stack as the first server so
 * "Test Request" calls it. Local development only: the functions serve JSON, not pages.
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
  <div id="reference"></div>
  <script src="/docs/scalar.js"></script>
  <script>
    Scalar.createApiReference("#reference", {
      url: "/docs/openapi.json",
      withDefaultFonts: false,
      defaultOpenAllTags: true,
      authentication: { preferredSecurityScheme: "bearer" },
    });
  </script>
</body>
</html>`;
  return async (request) => {
    const { pathname, origin } = new URL(request.url);
    const headers = { "Cache-Control": "no-cache" };
    switch (pathname.replace(/\/+$/, "")) {
      case "/docs":
        return new Response(page, { headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
      case "/docs/scalar.js":
        return new Response(await readFile(scalarBundle), { headers: { ...headers, "Content-Type": "text/javascript; charset=utf-8" } });
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
