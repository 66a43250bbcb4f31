// A local host that answers a posting's link in each way a real one may (docs/freshness.md): gone
// (404, 410), sent to the front page or the careers index, a page that says the job is closed in
// English, German, French or Spanish, a parked domain, a refusal (401, 403, 429), an error (503),
// silence, a slow drip, a 10 MB page, a redirect loop, a gzip bomb, and a live posting. Each path is one case; `answers` may
// change a path's answer between reads; `inFlight` counts, per path prefix, requests at once.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Buffer } from "node:buffer";
import { gzipSync } from "node:zlib";

type Answer = (res: ServerResponse) => void;

const page = (status: number, html: string, headers: Record<string, string> = {}): Answer => (res) => {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers });
  res.end(`<!doctype html><html><body>${html}</body></html>`);
};
const redirect = (status: number, location: string): Answer => (res) => (res.writeHead(status, { location }), res.end());

/** Each case's path, what it answers, and what a read of it must find. */
export const lyingCases = {
  "/gone-404": { answer: page(404, "<h1>Not found</h1>"), outcome: "expired", matched: "404" },
  "/gone-410": { answer: page(410, "<h1>Gone</h1>"), outcome: "expired", matched: "410" },
  "/jobs/42-to-root": { answer: redirect(302, "/"), outcome: "expired", matched: "redirected to the site's root" },
  "/jobs/43-to-careers": { answer: redirect(301, "/en/careers/"), outcome: "expired", matched: "redirected to a careers index" },
  "/closed-en": { answer: page(200, "<p>Sorry &mdash; this <b>position</b>\n has been filled.</p>"), outcome: "expired", matched: 'says "this position has been filled"' },
  "/closed-de": { answer: page(200, "<p>Leider ist diese Stelle bereits besetzt.</p>"), outcome: "expired", matched: 'says "bereits besetzt"' },
  "/closed-fr": { answer: page(200, "<p>Cette offre n&#39;est plus disponible.</p>"), outcome: "expired", matched: `says "n'est plus disponible"` },
  "/closed-es": { answer: page(200, "<p>Esta oferta ya no est&aacute; disponible.</p>"), outcome: "expired", matched: 'says "ya no está disponible"' },
  "/parked": { answer: page(200, '<h1>acme-jobs.example</h1><p>This domain is for sale! <a href="https://sedoparking.com">Buy it</a></p>'), outcome: "expired", matched: 'parked domain ("this domain is for sale")' },
  "/busy": { answer: page(503, "Service unavailable"), outcome: "uncertain", matched: "503: the site's error" },
  "/forbidden": { answer: page(403, "Bots not welcome"), outcome: "uncertain", matched: "403: refused, not a verdict" },
  "/limited": { answer: page(429, "Slow down", { "retry-after": "60" }), outcome: "uncertain", matched: "429: refused, not a verdict" },
  "/sign-in": { answer: page(401, "Sign in"), outcome: "uncertain", matched: "401: refused, not a verdict" },
  "/silent": { answer: () => {}, outcome: "uncertain", matched: "timed out" },
  "/drip": {
    answer: (res) => {
      res.writeHead(200, { "content-type": "text/html" });
      const timer = setInterval(() => res.write("<p>still loading</p>"), 50);
      res.on("close", () => clearInterval(timer));
    },
    outcome: "uncertain",
    matched: "timed out while reading",
  },
  "/huge": {
    answer: (res) => {
      res.writeHead(200, { "content-type": "text/html" });
      const chunk = "<p>" + "a".repeat(64 * 1024) + "</p>";
      let sent = 0;
      const more = () => {
        while (sent < 10 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once("drain", more);
        }
        res.end();
      };
      res.on("close", () => (sent = Infinity));
      more();
    },
    outcome: "live",
    matched: "200",
  },
  "/loop": { answer: redirect(302, "/loop"), outcome: "uncertain", matched: "302: too many redirects, or none to follow" },
  "/gzip-bomb": {
    // Compressed though identity was asked: never inflated, so it says nothing against the page.
    answer: (res) => {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      res.end(gzipSync(Buffer.alloc(20 * 1024 * 1024, "position has been filled ")));
    },
    outcome: "live",
    matched: "200",
  },
  "/soft-404-title": {
    answer: (res) => (res.writeHead(200, { "content-type": "text/html" }), res.end("<html><head><title>Page Not Found | Acme</title></head><body><p>Try our home page.</p></body></html>")),
    outcome: "expired",
    matched: 'titled "page not found | acme"',
  },
  "/soft-404-heading": { answer: page(200, "<h1>Sorry, we couldn&rsquo;t find that page</h1><p>Search our jobs.</p>"), outcome: "expired", matched: `titled "sorry, we couldn't find that page"` },
  "/soft-404-de": { answer: page(200, "<h1>Seite nicht gefunden</h1>"), outcome: "expired", matched: 'titled "seite nicht gefunden"' },
  "/jobs/44-to-search": { answer: redirect(302, "/search?q=engineer"), outcome: "expired", matched: "redirected to a search page" },
  "/jobs/45-to-query": { answer: redirect(302, "/en/listing?keywords=data"), outcome: "expired", matched: "redirected to a search page" },
  "/live": { answer: page(200, "<h1>Graduate engineer</h1><p>Apply by Friday. We are not accepting applications by post.</p>"), outcome: "live", matched: "200" },
} as const satisfies Record<string, { answer: Answer; outcome: string; matched: string }>;

export async function lyingHosts() {
  const answers = new Map<string, Answer>(Object.entries(lyingCases).map(([path, c]) => [path, c.answer]));
  answers.set("/", page(200, "<h1>Welcome to Acme</h1>"));
  answers.set("/en/careers/", page(200, "<h1>All our jobs</h1>"));
  answers.set("/search?q=engineer", page(200, "<h1>Jobs matching engineer</h1>"));
  answers.set("/en/listing?keywords=data", page(200, "<h1>Jobs matching data</h1>"));
  const seen: { path: string; userAgent: string | undefined; at: number }[] = [];
  const inFlight = new Map<string, { now: number; most: number }>();
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    seen.push({ path, userAgent: req.headers["user-agent"], at: performance.now() });
    const prefix = path.split("/")[1] ?? "";
    const count = inFlight.get(prefix) ?? { now: 0, most: 0 };
    count.now++;
    count.most = Math.max(count.most, count.now);
    inFlight.set(prefix, count);
    res.on("close", () => count.now--);
    (answers.get(path) ?? page(404, "Not found"))(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    inFlight,
    /** A path answers this from now on. */
    answer: (path: string, status: number, html: string, headers: Record<string, string> = {}) => answers.set(path, page(status, html, headers)),
    /** A path answers slowly (a live page after `ms`), to see reads of one host never overlap. */
    slow: (path: string, ms: number) => answers.set(path, (res) => setTimeout(() => page(200, "<p>Open</p>")(res), ms)),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
