import bcrypt from "bcryptjs";
import { Hono } from "hono";
import { cors } from "hono/cors";
import { importJWK, jwtVerify, SignJWT } from "jose";
import type { Handler } from "../functions/_shared/http/context.ts";
import { authIssuer } from "../functions/_shared/http/config.ts";
import type { Database } from "../functions/_shared/database/database.ts";
import { type DevCredentials, localSupabaseUrl } from "./dev-credentials.ts";

/**
 * The part of Supabase Auth (GoTrue) that supabase-js uses for a password sign-in, for the users
 * of the local database (`auth.users` with a bcrypt `encrypted_password`, as the seed makes them):
 * `POST /auth/v1/token?grant_type=password|refresh_token`, `GET /auth/v1/user`,
 * `POST /auth/v1/logout` and `GET /auth/v1/.well-known/jwks.json`, with GoTrue's request and
 * response shapes and claims. Local development only: never deployed. Sessions live in memory,
 * so they end when `npm start` stops; access tokens last an hour, refresh tokens rotate.
 */
export function localAuth(db: Database, credentials: DevCredentials): Handler {
  const issuer = authIssuer(localSupabaseUrl);
  const signingKey = importJWK(credentials.signingKey, "ES256");
  const publicKey = importJWK(credentials.publicKey, "ES256");
  /** refresh token -> its session; a used token stays, marked, to tell reuse from nonsense. */
  const refreshTokens = new Map<string, { sessionId: string; userId: string; used: boolean }>();
  /** session id -> its user: a session ends when it is removed. */
  const sessions = new Map<string, string>();
  const app = new Hono();

  app.use("*", cors({ origin: "*", allowHeaders: ["authorization", "apikey", "content-type", "x-client-info", "x-supabase-api-version"] }));
  // As Supabase's gateway: every call carries one of the project's API keys.
  app.use("*", async (c, next) => {
    if (c.req.method === "OPTIONS" || c.req.path.endsWith("/.well-known/jwks.json")) return next();
    const key = c.req.header("apikey");
    if (key !== credentials.publishableKey && key !== credentials.secretKey) {
      return c.json({ message: key ? "Invalid API key" : "No API key found in request" }, 401);
    }
    await next();
  });

  const gotrueError = (status: 400 | 401 | 403 | 404, error_code: string, msg: string) =>
    new Response(JSON.stringify({ code: status, error_code, msg }), {
      status,
      headers: { "content-type": "application/json" },
    });

  type UserRow = {
    id: string;
    email: string;
    encrypted_password: string | null;
    email_confirmed_at: string | null;
    last_sign_in_at: string | null;
    raw_app_meta_data: Record<string, unknown>;
    raw_user_meta_data: Record<string, unknown>;
    created_at: string;
    updated_at: string;
    is_anonymous: boolean;
  };
  const findUser = async (column: "email" | "id", value: string) =>
    (await db.query<UserRow>(
      `select id, email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data,
              raw_user_meta_data, created_at, updated_at, is_anonymous
       from auth.users where ${column === "email" ? "lower(email) = lower($1)" : "id = $1::uuid"}`,
      [value],
    ))[0];

  /** GoTrue's user object. */
  const userJson = (user: UserRow) => ({
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    phone: "",
    confirmed_at: user.email_confirmed_at,
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  });

  /** A new access token and refresh token for the user's session, in GoTrue's session shape. */
  const issueSession = async (user: UserRow, sessionId: string) => {
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = 3600;
    const accessToken = await new SignJWT({
      email: user.email,
      phone: "",
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: now }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    })
      .setProtectedHeader({ alg: "ES256", kid: credentials.signingKey.kid, typ: "JWT" })
      .setIssuer(issuer)
      .setSubject(user.id)
      .setAudience("authenticated")
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(await signingKey);
    const refreshToken = crypto.randomUUID().replaceAll("-", "");
    refreshTokens.set(refreshToken, { sessionId, userId: user.id, used: false });
    return {
      access_token: accessToken,
      token_type: "bearer",
      expires_in: expiresIn,
      expires_at: now + expiresIn,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  };

  /** The signed-in user's claims from `Authorization: Bearer`, when valid and their session lives. */
  const sessionClaims = async (authorization: string | undefined) => {
    const token = /^Bearer (\S+)$/i.exec(authorization ?? "")?.[1];
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, await publicKey, { issuer, audience: "authenticated" });
      return typeof payload.session_id === "string" && sessions.has(payload.session_id) ? payload : undefined;
    } catch {
      return undefined;
    }
  };

  app.post("/auth/v1/token", async (c) => {
    const body = await c.req.json().catch(() => ({})) as Record<string, unknown>;
    const grant = c.req.query("grant_type");
    if (grant === "password") {
      const user = typeof body.email === "string" ? await findUser("email", body.email) : undefined;
      const valid = user?.encrypted_password && typeof body.password === "string" &&
        await bcrypt.compare(body.password, user.encrypted_password);
      if (!user || !valid) return gotrueError(400, "invalid_credentials", "Invalid login credentials");
      const sessionId = crypto.randomUUID();
      sessions.set(sessionId, user.id);
      await db.query("update auth.users set last_sign_in_at = now() where id = $1", [user.id]);
      return c.json(await issueSession((await findUser("id", user.id))!, sessionId));
    }
    if (grant === "refresh_token") {
      const stored = typeof body.refresh_token === "string" ? refreshTokens.get(body.refresh_token) : undefined;
      if (!stored || !sessions.has(stored.sessionId)) {
        return gotrueError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      }
      if (stored.used) return gotrueError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
      stored.used = true;
      const user = await findUser("id", stored.userId);
      if (!user) return gotrueError(404, "user_not_found", "User from sub claim in JWT does not exist");
      return c.json(await issueSession(user, stored.sessionId));
    }
    return gotrueError(400, "unsupported_grant_type", "Only the password and refresh_token grants are served locally");
  });

  app.get("/auth/v1/user", async (c) => {
    const claims = await sessionClaims(c.req.header("authorization"));
    const user = claims?.sub ? await findUser("id", claims.sub) : undefined;
    if (!user) return gotrueError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, or the session has ended");
    return c.json(userJson(user));
  });

  app.post("/auth/v1/logout", async (c) => {
    const claims = await sessionClaims(c.req.header("authorization"));
    if (claims) {
      // scope=local (the default) ends this session, global every session of the user, others
      // all of them but this one.
      const scope = c.req.query("scope") ?? "local";
      for (const [id, userId] of sessions) {
        const thisOne = id === claims.session_id;
        if (userId === claims.sub && (scope === "global" || (scope === "others" ? !thisOne : thisOne))) sessions.delete(id);
      }
    }
    return c.body(null, 204);
  });

  app.get("/auth/v1/.well-known/jwks.json", (c) => c.json({ keys: [credentials.publicKey] }));

  app.all("*", () => gotrueError(404, "not_found", "This part of Supabase Auth is not served locally"));
  return (request) => Promise.resolve(app.fetch(request));
}
