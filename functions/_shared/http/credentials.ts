import { createHash } from "node:crypto";
import type { JWTPayload, JWTVerifyGetKey } from "jose";
import { authIssuer, type ServiceConfig } from "./config.ts";
import type { Claims } from "../database/database.ts";
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
 * Keys are compared by their SHA-256 digests (a lookup cannot leak how much of a guess matched
 * the key), and user JWTs are verified with jose against the project's JWKS, with the issuer and
 * audience: the key set is built once per instance (a published set is fetched and cached by
 * jose), not per request. Tokens signed with the legacy JWT secret (HS256, usually with no `kid`,
 * never in the published JWKS) are verified with that secret when one is configured.
 */
export function createAuthenticator(config: ServiceConfig, loadJose: () => Promise<typeof import("jose")> = () => import("jose")): Authenticate {
  const keyRoles = new Map<string, Claims["role"]>([
    ...Object.values(config.secretKeys).map((key) => [digest(key), "service_role"] as const),
    ...Object.values(config.publishableKeys).map((key) => [digest(key), "anon"] as const),
  ]);
  /** The role a key gives, or undefined when it is not a key of this project. */
  const keyRole = (apikey: string): Claims["role"] | undefined => keyRoles.get(digest(apikey));
  const verifyUser = rememberingVerifier(signatureVerifier(config, loadJose));

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
    // The scheme is case-insensitive (RFC 9110); the library reads only "Bearer ".
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!token) throw unauthorized("The Authorization header must be `Bearer <token>`.");

    // supabase-js without a session sends the same key in both headers: it was checked above.
    if (token === apikey) return { role };
    const bearerKeyRole = keyRole(token);
    if (bearerKeyRole) return { role: bearerKeyRole };
    if (token.startsWith("sb_")) throw unauthorized("The bearer token is not a key of this project.");
    // Anything else must be a signed-in user's JWT (a legacy key JWT is matched as a key above).
    return verifyUser(token);
  };
}

type VerifyUser = (token: string) => Promise<Claims>;

/**
 * A token seen before is not verified again until it expires (or a minute passes): signature
 * checks are the costliest step of a signed-in request. Keyed by the token's digest, at most
 * 1,000 kept.
 */
function rememberingVerifier(verify: VerifyUser): VerifyUser {
  const verified = new Map<string, { claims: Claims; until: number }>();
  return async (token) => {
    const key = digest(token);
    const seen = verified.get(key);
    if (seen && seen.until > Date.now()) return seen.claims;
    const claims = await verify(token);
    const until = Math.min(Number(claims.exp) * 1000, Date.now() + 60_000);
    if (verified.size >= 1_000) verified.delete(verified.keys().next().value!);
    verified.set(key, { claims, until });
    return claims;
  };
}

/**
 * A user's JWT checked with jose: the project's key set, or the legacy HS256 secret; issuer,
 * audience, `exp` and `sub` required (a token without `exp` would be good forever).
 */
function signatureVerifier(config: ServiceConfig, loadJose: () => Promise<typeof import("jose")>): VerifyUser {
  const issuer = authIssuer(config.supabaseUrl);
  const legacySecret = config.legacyJwtSecret ? new TextEncoder().encode(config.legacyJwtSecret) : undefined;
  // jose, and the key set, load with the first user token: anonymous traffic never needs them. A
  // load that failed is forgotten, so the next token tries again (503 meanwhile).
  let signatures: Promise<{ jose: typeof import("jose"); projectKeys: JWTVerifyGetKey }> | undefined;
  const loadSignatures = () =>
    signatures ??= loadJose().then((jose) => ({
      jose,
      projectKeys: config.jwks instanceof URL ? jose.createRemoteJWKSet(config.jwks) : jose.createLocalJWKSet(config.jwks),
    })).catch(() => {
      signatures = undefined;
      throw new ApiError(503, "service_unavailable", "Sign-in checks are unavailable; try again shortly.", undefined, { "Retry-After": "1" });
    });
  const required = { audience: "authenticated", issuer, requiredClaims: ["exp", "sub"] };

  return async (token) => {
    const { jose, projectKeys } = await loadSignatures();
    const { errors, jwtVerify } = jose;
    const legacy = isHs256(jose, token);
    if (legacy && !legacySecret) throw unauthorized("The access token is invalid.");
    try {
      const { payload } = legacy
        ? await jwtVerify(token, legacySecret!, { ...required, algorithms: ["HS256"] })
        : await jwtVerify(token, projectKeys, { ...required, algorithms: signingAlgorithms });
      return userClaims(payload);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // The project's key set could not be fetched: our side, and worth a retry.
      if (keySetUnavailable(jose, error)) {
        throw new ApiError(503, "service_unavailable", "Sign-in keys are unavailable; try again shortly.", undefined, { "Retry-After": "5" });
      }
      throw unauthorized(error instanceof errors.JWTExpired ? "The access token has expired." : "The access token is invalid.");
    }
  };
}

function userClaims(payload: JWTPayload): Claims {
  if (payload.role !== "authenticated" || typeof payload.sub !== "string") {
    throw unauthorized("The access token is not a signed-in user's token.");
  }
  return { ...payload, role: "authenticated", sub: payload.sub };
}

function isHs256(jose: typeof import("jose"), token: string): boolean {
  try {
    return jose.decodeProtectedHeader(token).alg === "HS256";
  } catch {
    return false; // not a JWT at all: the library says why it is invalid
  }
}

/** What Supabase Auth signs user tokens with, besides the legacy HS256 secret. */
const signingAlgorithms = ["ES256", "RS256", "EdDSA"];

/** A failure to get the key set (unreachable, not 200, not a key set), not a fault of the token. */
const keySetUnavailable = ({ errors }: typeof import("jose"), error: unknown) =>
  !(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid ||
  error.code === "ERR_JOSE_GENERIC";

const digest = (text: string) => createHash("sha256").update(text).digest("hex");
