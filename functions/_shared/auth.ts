import { verifyCredentials } from "@supabase/server/core";
import { decodeProtectedHeader, jwtVerify, type JWTPayload } from "jose";
import { authIssuer, type ServiceConfig } from "./config.ts";
import type { Claims } from "./database.ts";
import { ApiError } from "./errors.ts";

export type Authenticate = (request: Request) => Promise<Claims>;

const unauthorized = (message: string) => new ApiError(401, "invalid_credentials", message);

/**
 * Turns a request's credentials into the claims it runs with, as Supabase does:
 * - none, or a publishable key: `anon`;
 * - a user's JWT in `Authorization: Bearer`: `authenticated`;
 * - a secret key: `service_role`.
 * API keys come in `apikey` or, as supabase-js sends them without a session, as the bearer.
 * Any credential that is present but not valid is refused, reads included.
 *
 * `@supabase/server` checks keys (in constant time) and user JWTs against the project's JWKS,
 * with the issuer and audience. Two rules it does not give, so they are ours: a key in the
 * bearer slot counts as a key, and tokens signed with the legacy JWT secret (HS256, usually with
 * no `kid`, never in the published JWKS) are verified with that secret when one is configured.
 */
export function createAuthenticator(config: ServiceConfig): Authenticate {
  const env = {
    url: config.supabaseUrl,
    publishableKeys: config.publishableKeys,
    secretKeys: config.secretKeys,
    jwks: config.jwks,
  };
  const issuer = authIssuer(config.supabaseUrl);
  const keyModes = [
    ...(Object.keys(config.secretKeys).length ? ["secret:*" as const] : []),
    ...(Object.keys(config.publishableKeys).length ? ["publishable:*" as const] : []),
  ];
  const legacySecret = config.legacyJwtSecret ? new TextEncoder().encode(config.legacyJwtSecret) : undefined;

  /** The role a key gives, or undefined when it is not a key of this project. */
  const keyRole = async (apikey: string): Promise<Claims["role"] | undefined> => {
    if (!keyModes.length) return undefined;
    const { data } = await verifyCredentials({ token: null, apikey }, { auth: keyModes, env });
    return data?.authMode === "secret" ? "service_role" : data?.authMode === "publishable" ? "anon" : undefined;
  };

  const userClaims = (payload: JWTPayload): Claims => {
    if (payload.role !== "authenticated" || typeof payload.sub !== "string") {
      throw unauthorized("The access token is not a signed-in user's token.");
    }
    return { ...payload, role: "authenticated", sub: payload.sub };
  };

  const verifyUser = async (token: string): Promise<Claims> => {
    if (isHs256(token)) {
      if (!legacySecret) throw unauthorized("The access token is invalid.");
      try {
        const { payload } = await jwtVerify(token, legacySecret, { algorithms: ["HS256"], audience: "authenticated", issuer });
        return userClaims(payload);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw unauthorized(expired(error) ? "The access token has expired." : "The access token is invalid.");
      }
    }
    const { data, error } = await verifyCredentials({ token, apikey: null }, { auth: "user", audience: "authenticated", issuer, env });
    if (error) {
      // The project's key set could not be fetched: our side, and worth a retry.
      if (error.status >= 500) throw new ApiError(503, "service_unavailable", "Sign-in keys are unavailable; try again shortly.", undefined, { "Retry-After": "5" });
      throw unauthorized(expired(error.cause) ? "The access token has expired." : "The access token is invalid.");
    }
    return userClaims(data.jwtClaims ?? {});
  };

  return async (request) => {
    const apikey = request.headers.get("apikey")?.trim();
    const authorization = request.headers.get("authorization")?.trim();

    let role: Claims["role"] = "anon";
    if (apikey) {
      const fromKey = await keyRole(apikey);
      if (!fromKey) throw unauthorized("The apikey is not a key of this project.");
      role = fromKey;
    }
    if (!authorization) return { role };
    // The scheme is case-insensitive (RFC 9110); the library reads only "Bearer ".
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!token) throw unauthorized("The Authorization header must be `Bearer <token>`.");

    // supabase-js without a session sends the same key in both headers: it was checked above.
    if (token === apikey) return { role };
    const bearerKeyRole = await keyRole(token);
    if (bearerKeyRole) return { role: bearerKeyRole };
    if (token.startsWith("sb_")) throw unauthorized("The bearer token is not a key of this project.");
    // Anything else must be a signed-in user's JWT (a legacy key JWT is matched as a key above).
    return verifyUser(token);
  };
}

function isHs256(token: string): boolean {
  try {
    return decodeProtectedHeader(token).alg === "HS256";
  } catch {
    return false; // not a JWT at all: the library says why it is invalid
  }
}

const expired = (error: unknown) => (error as { code?: string })?.code === "ERR_JWT_EXPIRED";
