// Who may call what over HTTP: no credentials or the publishable key is anon, a verified user
// JWT is authenticated, the secret key is service_role; bad credentials are 401 even on reads.
import { importJWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authIssuer } from "../functions/_shared/http/config.ts";
import { generateDevCredentials, localSupabaseUrl, mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import { type Api, type HttpCaller, startApi } from "./support/api.ts";
import { expectAnswer, failure } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

const localIssuer = authIssuer(localSupabaseUrl);
const opportunity = { title: "Auth test", link_url: "https://example.org/a" };
const resource = { title: "Auth test", category: "Tests", link_url: "https://example.org/r" };

describe.each(targets)("authentication and permissions on $name", (target) => {
  let api: Api;
  beforeAll(async () => (api = await startApi(target)));
  afterAll(() => api?.close());

  const publicIds = async (path: string, as: HttpCaller) =>
    (expectAnswer(await api.request("GET", path, { as })) as { id: string }[]).map((r) => r.id).sort();

  describe.each(["nobody", "publishable", "publishableBearer"] as const)("anon (%s)", (as) => {
    it("reads viewable, active and unexpired opportunities with website_viewable=true", async () => {
      expect(await publicIds("/opportunities?website_viewable=true", as)).toEqual(
        [1, 5, 7].map((n) => `a0000000-0000-4000-8000-00000000000${n}`),
      );
    });

    it("gets an empty list for website_viewable=false", async () => {
      const response = await api.request("GET", "/resources?website_viewable=false", { as });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: [], next_cursor: null });
    });

    it("gets 404 for a record it may not see", async () => {
      expect((await api.request("GET", "/opportunities?id=a0000000-0000-4000-8000-000000000002", { as })).status)
        .toBe(404);
    });

    it.each([
      ["POST", "/opportunities", opportunity],
      ["PUT", "/opportunities?id=a0000000-0000-4000-8000-000000000001", opportunity],
      ["DELETE", "/opportunities?id=a0000000-0000-4000-8000-000000000001", undefined],
      ["POST", "/resources", resource],
      ["PUT", "/resources?id=b0000000-0000-4000-8000-000000000001", resource],
      ["DELETE", "/resources?id=b0000000-0000-4000-8000-000000000001", undefined],
    ])("gets 401 for %s %s", async (method, path, body) => {
      const response = await api.request(method, path, { as, body });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject(failure("unauthorized"));
    });
  });

  describe("a member (signed in, no permission)", () => {
    it("reads active rows, viewable or not", async () => {
      const ids = await publicIds("/opportunities", "member");
      expect(ids.filter((id) => id.startsWith("a0000000"))).toEqual(
        [1, 2, 5, 7].map((n) => `a0000000-0000-4000-8000-00000000000${n}`),
      );
    });

    it.each([
      ["POST", "/opportunities", opportunity],
      ["PUT", "/opportunities?id=a0000000-0000-4000-8000-000000000001", opportunity],
      ["DELETE", "/opportunities?id=a0000000-0000-4000-8000-000000000001", undefined],
      ["POST", "/resources", resource],
      ["DELETE", "/resources?id=b0000000-0000-4000-8000-000000000001", undefined],
    ])("gets 403 for %s %s, and nothing changes", async (method, path, body) => {
      const before = await api.db.query("select count(*)::int as n from opportunities, resources");
      const response = await api.request(method, path, { as: "member", body });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject(failure("forbidden"));
      expect(await api.db.query("select count(*)::int as n from opportunities, resources")).toEqual(before);
    });
  });

  describe("a signed-in account with no role (anyone who signed up)", () => {
    it("reads exactly what anon reads, lists and single records alike", async () => {
      for (const path of ["/opportunities", "/resources", "/opportunities?is_active=true", "/resources?website_viewable=false"]) {
        expect(await publicIds(path, "noRole"), path).toEqual(await publicIds(path, "nobody"));
      }
      expect((await api.request("GET", "/opportunities?id=a0000000-0000-4000-8000-000000000002", { as: "noRole" })).status).toBe(404);
      expect((await api.request("GET", "/resources?id=b0000000-0000-4000-8000-000000000002", { as: "noRole" })).status).toBe(404);
      expect((await api.request("GET", "/resources?id=b0000000-0000-4000-8000-000000000002", { as: "member" })).status).toBe(200);
    });

    it("gets 403 for every write", async () => {
      for (const [method, path, body] of [["POST", "/opportunities", opportunity], ["POST", "/resources", resource], ["DELETE", "/resources?id=b0000000-0000-4000-8000-000000000001", undefined]] as const) {
        expect((await api.request(method, path, { as: "noRole", body })).status, `${method} ${path}`).toBe(403);
      }
    });
  });

  describe("editors", () => {
    it("see every row, inactive and expired ones included", async () => {
      const ids = await publicIds("/opportunities", "editor");
      expect(ids.filter((id) => id.startsWith("a0000000"))).toHaveLength(8);
    });

    it("write only the tables their permission covers", async () => {
      expect((await api.request("POST", "/opportunities", { as: "opportunitiesEditor", body: opportunity })).status).toBe(201);
      expect((await api.request("POST", "/resources", { as: "opportunitiesEditor", body: resource })).status).toBe(403);
      expect((await api.request("POST", "/resources", { as: "resourcesEditor", body: resource })).status).toBe(201);
      expect((await api.request("POST", "/opportunities", { as: "resourcesEditor", body: opportunity })).status).toBe(403);
    });
  });

  describe("the secret key (service role)", () => {
    it("reads and writes everything, stamping no user", async () => {
      expect((await publicIds("/resources", "secret")).filter((id) => id.startsWith("b0000000"))).toHaveLength(5);
      const created = await api.request("POST", "/resources", { as: "secret", body: resource });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ created_by: null, updated_by: null });
      expect((await api.request("DELETE", `/resources?id=${created.body.data.id}`, { as: "secret" })).status).toBe(200);
    });
  });

  describe("bad credentials, refused even on reads", () => {
    const read = (headers: Record<string, string>) => api.request("GET", "/resources", { headers });

    it.each([
      ["an unknown apikey", () => ({ apikey: "sb_publishable_not-ours" })],
      ["an unknown bearer key", () => ({ authorization: "Bearer sb_secret_not-ours" })],
      ["a malformed Authorization header", () => ({ authorization: "Token abc" })],
      ["a token that is not a JWT", () => ({ authorization: "Bearer not.a.jwt" })],
    ])("401 for %s", async (_, headers) => {
      const response = await read(headers());
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject(failure("invalid_credentials"));
    });

    it("401 for an expired user token", async () => {
      const expired = await mintUserToken(api.credentials, seedUsers.editor, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
      const response = await read({ authorization: `Bearer ${expired}` });
      expect(response.status).toBe(401);
      expect(response.body.error).toEqual({ code: "invalid_credentials", message: "The access token has expired." });
    });

    it("401 for a token that was accepted until it expired (a verified token is remembered only until then)", async () => {
      const shortLived = await mintUserToken(api.credentials, seedUsers.editor, { expiresIn: Math.floor(Date.now() / 1000) + 2 });
      expect((await read({ authorization: `Bearer ${shortLived}` })).status).toBe(200);
      expect((await read({ authorization: `Bearer ${shortLived}` })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const response = await read({ authorization: `Bearer ${shortLived}` });
      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe("The access token has expired.");
    });

    it("401 for a token signed by another key, even with the right kid", async () => {
      const other = await generateDevCredentials();
      const forged = await mintUserToken(
        { ...other, signingKey: { ...other.signingKey, kid: api.credentials.signingKey.kid } },
        seedUsers.editor,
      );
      expect((await read({ authorization: `Bearer ${forged}` })).status).toBe(401);
      // The same user and key id, properly signed, is accepted: the signature is what differs.
      const genuine = await mintUserToken(api.credentials, seedUsers.editor);
      expect((await read({ authorization: `Bearer ${genuine}` })).status).toBe(200);
    });

    it("401 for an unsigned token and for a token not issued to a signed-in user", async () => {
      const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
      const claims = Buffer.from(JSON.stringify({ sub: seedUsers.editor.id, role: "authenticated", aud: "authenticated" }))
        .toString("base64url");
      expect((await read({ authorization: `Bearer ${header}.${claims}.` })).status).toBe(401);

      // Correctly signed, but claiming the service role: a JWT never escalates past a user.
      const key = await importJWK(api.credentials.signingKey, "ES256");
      const serviceClaim = await new SignJWT({ role: "service_role" })
        .setProtectedHeader({ alg: "ES256", kid: api.credentials.signingKey.kid })
        .setSubject(seedUsers.editor.id).setAudience("authenticated").setIssuer(localIssuer).setExpirationTime("1h").sign(key);
      const response = await read({ authorization: `Bearer ${serviceClaim}` });
      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe("The access token is not a signed-in user's token.");
    });
  });
});
