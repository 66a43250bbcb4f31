// Where user tokens' keys come from: the project's JWKS given inline or fetched from
// <SUPABASE_URL>/auth/v1/.well-known/jwks.json (and cached), or the legacy HS256 JWT secret.
// Tokens from another issuer are refused.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import * as jose from "jose";
import { importJWK, SignJWT } from "jose";
import { createAuthenticator } from "../functions/_shared/http/credentials.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authIssuer, publishedJwksUrl, type ServiceConfig } from "../functions/_shared/http/config.ts";
import type { Database } from "../functions/_shared/database/database.ts";
import { type DevCredentials, devServiceConfig, generateDevCredentials, localSupabaseUrl, mintUserToken } from "../local/dev-credentials.ts";
import { localStack } from "../local/local-stack.ts";
import { seedUsers } from "../local/seed-users.ts";
import { serve } from "./support/http-server.ts";
import { targets } from "./support/targets.ts";

const legacySecret = "super-secret-jwt-token-with-at-least-32-characters-long";

/** A token as Supabase Auth signed them with the legacy shared secret: HS256, no kid. */
const legacyToken = (issuer = authIssuer(localSupabaseUrl), secret = legacySecret) =>
  new SignJWT({ role: "authenticated", email: seedUsers.editor.email })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(seedUsers.editor.id).setAudience("authenticated").setIssuer(issuer).setExpirationTime("1h")
    .sign(new TextEncoder().encode(secret));

describe.each(targets)("user token sources on $name", (target) => {
  let db: Database;
  let credentials: DevCredentials;
  beforeAll(async () => {
    db = await target.open();
    credentials = await generateDevCredentials();
  });
  afterAll(() => db?.close());

  /** GETs the editor-only view of an inactive opportunity with `token`, on a stack configured by `config`. */
  async function readAsEditor(token: string, config: Partial<ServiceConfig> = {}) {
    const server = await serve(localStack(db, credentials, { log: () => {}, config: { allowedOrigins: "*", ...config } }));
    try {
      const response = await fetch(`${server.url}/functions/v1/opportunities?id=a0000000-0000-4000-8000-000000000002`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: await response.json() };
    } finally {
      await server.close();
    }
  }

  it("accepts a user token signed with the legacy JWT secret when that secret is configured", async () => {
    const response = await readAsEditor(await legacyToken(), { legacyJwtSecret: legacySecret });
    expect(response.status).toBe(200);
    expect(response.body.data.id).toBe("a0000000-0000-4000-8000-000000000002");
  });

  it("refuses legacy tokens when no secret is configured, or signed with another secret", async () => {
    expect((await readAsEditor(await legacyToken())).status).toBe(401);
    const forged = await legacyToken(undefined, "another-secret-of-at-least-thirty-two-chars");
    const response = await readAsEditor(forged, { legacyJwtSecret: legacySecret });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("invalid_credentials");
  });

  it("refuses a token from another issuer, whichever key signed it", async () => {
    const other = await mintUserToken(credentials, seedUsers.editor, { issuer: "https://other.supabase.co/auth/v1" });
    expect((await readAsEditor(other)).status).toBe(401);
    const otherLegacy = await legacyToken("https://other.supabase.co/auth/v1");
    expect((await readAsEditor(otherLegacy, { legacyJwtSecret: legacySecret })).status).toBe(401);
    // The same token from the right issuer is accepted: the issuer is what differs.
    expect((await readAsEditor(await mintUserToken(credentials, seedUsers.editor))).status).toBe(200);
  });

  it("fetches the project's JWKS from <SUPABASE_URL>/auth/v1/.well-known/jwks.json when none is given, and caches it", async () => {
    const fetched: string[] = [];
    const auth = createServer((req, res) => {
      fetched.push(req.url ?? "");
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [credentials.publicKey] }));
    });
    await new Promise<void>((resolve) => auth.listen(0, "127.0.0.1", resolve));
    const supabaseUrl = `http://127.0.0.1:${(auth.address() as AddressInfo).port}`;
    try {
      const config = { supabaseUrl, jwks: publishedJwksUrl(supabaseUrl) };
      const token = await mintUserToken(credentials, seedUsers.editor, { issuer: authIssuer(supabaseUrl) });
      const server = await serve(localStack(db, credentials, { log: () => {}, config: { allowedOrigins: "*", ...config } }));
      try {
        for (let i = 0; i < 3; i++) {
          const response = await fetch(`${server.url}/functions/v1/opportunities?id=a0000000-0000-4000-8000-000000000002`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(response.status).toBe(200);
        }
        const forged = await mintUserToken(await generateDevCredentials(), seedUsers.editor, { issuer: authIssuer(supabaseUrl) });
        const refused = await fetch(`${server.url}/functions/v1/resources`, { headers: { authorization: `Bearer ${forged}` } });
        expect(refused.status).toBe(401);
      } finally {
        await server.close();
      }
      expect(fetched[0]).toBe("/auth/v1/.well-known/jwks.json");
      expect(fetched.length).toBeLessThanOrEqual(2); // once, and once more for the unknown kid at most
    } finally {
      await new Promise<void>((resolve) => auth.close(() => resolve()));
    }
  });

  it("answers 503, not 401 or 500, when the project's JWKS cannot be fetched", async () => {
    const unreachable = "http://127.0.0.1:1";
    const token = await mintUserToken(credentials, seedUsers.editor, { issuer: authIssuer(unreachable) });
    const response = await readAsEditor(token, { supabaseUrl: unreachable, jwks: publishedJwksUrl(unreachable) });
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe("service_unavailable");
  });

  it("refuses a token without exp or sub, however well it is signed", async () => {
    const key = await importJWK(credentials.signingKey, "ES256");
    const signed = (build: (jwt: SignJWT) => SignJWT) =>
      build(new SignJWT({ role: "authenticated" }).setProtectedHeader({ alg: "ES256", kid: credentials.signingKey.kid! })
        .setAudience("authenticated").setIssuer(authIssuer(localSupabaseUrl)).setIssuedAt()).sign(key);
    const forever = await signed((jwt) => jwt.setSubject(seedUsers.editor.id));
    const nobody = await signed((jwt) => jwt.setExpirationTime("1h"));
    const fine = await signed((jwt) => jwt.setSubject(seedUsers.editor.id).setExpirationTime("1h"));
    expect((await readAsEditor(forever)).status).toBe(401);
    expect((await readAsEditor(nobody)).status).toBe(401);
    expect((await readAsEditor(fine)).status).toBe(200);
    const legacyForever = await new SignJWT({ role: "authenticated" }).setProtectedHeader({ alg: "HS256" })
      .setSubject(seedUsers.editor.id).setAudience("authenticated").setIssuer(authIssuer(localSupabaseUrl))
      .sign(new TextEncoder().encode(legacySecret));
    expect((await readAsEditor(legacyForever, { legacyJwtSecret: legacySecret })).status).toBe(401);
  });

  it("tries loading jose again after a failed load: 503 once, then signed-in users are back", async () => {
    let loads = 0;
    const flaky = () => (++loads === 1 ? Promise.reject(new Error("module load failed")) : Promise.resolve(jose));
    const verify = createAuthenticator(devServiceConfig(credentials), flaky);
    const request = new Request("http://x/", { headers: { authorization: `Bearer ${await mintUserToken(credentials, seedUsers.editor)}` } });
    await expect(verify(request)).rejects.toMatchObject({ status: 503, code: "service_unavailable" });
    await expect(verify(request)).resolves.toMatchObject({ role: "authenticated", sub: seedUsers.editor.id });
    expect(loads).toBe(2);
  });

  it("keeps API keys working alongside: the secret key is the service role", async () => {
    const config = devServiceConfig(credentials);
    expect((await readAsEditor(credentials.secretKey, config)).status).toBe(200);
  });
});
