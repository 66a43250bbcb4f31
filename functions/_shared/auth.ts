import { createLocalJWKSet, errors as joseErrors, jwtVerify } from "jose";
import type { ServiceConfig } from "./config.ts";
import type { Claims } from "./database.ts";
import { ApiError } from "./errors.ts";

export type Authenticate = (request: Request) => Promise<Claims>;

const unauthorized = (message: string) => new ApiError(401, "invalid_credentials", message);

/**
 * Turns a request's credentials into the claims it runs with, as Supabase does:
 * - none, or a publishable key: `anon`;
 * - a user's JWT in `Authorization: Bearer`, verified against the project's JWKS: `authenticated`;
 * - a secret key: `service_role`.
 * API keys come in `apikey` or, as supabase-js sends them without a session, as the bearer.
 * Any credential that is present but not valid is refused, reads included.
 */
export function createAuthenticator(config: ServiceConfig): Authenticate {
  const publishable = new Set(config.publishableKeys);
  const secret = new Set(config.secretKeys);
  const jwks = createLocalJWKSet(config.jwks);

  const keyRole = (key: string): Claims["role"] | undefined =>
    secret.has(key) ? "service_role" : publishable.has(key) ? "anon" : undefined;

  const verifyUser = async (token: string): Promise<Claims> => {
    try {
      const { payload } = await jwtVerify(token, jwks, { audience: "authenticated" });
      if (payload.role !== "authenticated" || typeof payload.sub !== "string") {
        throw unauthorized("The access token is not a signed-in user's token.");
      }
      return { ...payload, role: "authenticated", sub: payload.sub };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw unauthorized("The access token has expired.");
      throw unauthorized("The access token is invalid.");
    }
  };

  return async (request) => {
    const apikey = request.headers.get("apikey")?.trim();
    const authorization = request.headers.get("authorization")?.trim();

    let role: Claims["role"] = "anon";
    if (apikey) {
      const fromKey = keyRole(apikey);
      if (!fromKey) throw unauthorized("The apikey is not a key of this project.");
      role = fromKey;
    }
    if (!authorization) return { role };

    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!bearer) throw unauthorized("The Authorization header must be `Bearer <token>`.");
    const bearerKeyRole = keyRole(bearer);
    if (bearerKeyRole) return { role: bearerKeyRole };
    if (bearer.startsWith("sb_")) throw unauthorized("The bearer token is not a key of this project.");
    // Anything else must be a signed-in user's JWT (a legacy key JWT is matched as a key above).
    return verifyUser(bearer);
  };
}
