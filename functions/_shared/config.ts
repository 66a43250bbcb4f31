import type { JSONWebKeySet } from "jose";

/** What a function needs from its environment. Read once per instance, never per request. */
export interface ServiceConfig {
  /** API keys that make a caller `anon` (sb_publishable_...). */
  publishableKeys: string[];
  /** API keys that make a caller `service_role` (sb_secret_...). */
  secretKeys: string[];
  /** Public keys that verify user JWTs. */
  jwks: JSONWebKeySet;
  /** Origins allowed by CORS; `*` allows any. */
  allowedOrigins: "*" | string[];
}

/**
 * Reads the configuration Supabase provides to every Edge Function (`SUPABASE_PUBLISHABLE_KEYS`,
 * `SUPABASE_SECRET_KEYS`: JSON objects of named keys, or the singular `_KEY` forms;
 * `SUPABASE_JWKS`) plus our own `ALLOWED_ORIGINS` (comma separated, default `*`).
 * The legacy `SUPABASE_ANON_KEY` and `SUPABASE_SERVICE_ROLE_KEY`, while a project still has
 * them, are accepted as a publishable and a secret key, so older clients keep working.
 */
export function configFromEnv(env: (name: string) => string | undefined): ServiceConfig {
  const keys = (plural: string, singular: string, legacy: string): string[] => {
    const named = env(plural);
    const current = named ? Object.values(JSON.parse(named) as Record<string, string>) : [env(singular)];
    return [...current, env(legacy)].filter((key): key is string => Boolean(key));
  };
  const jwks = JSON.parse(env("SUPABASE_JWKS") || '{"keys":[]}') as JSONWebKeySet | JSONWebKeySet["keys"];
  return {
    publishableKeys: keys("SUPABASE_PUBLISHABLE_KEYS", "SUPABASE_PUBLISHABLE_KEY", "SUPABASE_ANON_KEY"),
    secretKeys: keys("SUPABASE_SECRET_KEYS", "SUPABASE_SECRET_KEY", "SUPABASE_SERVICE_ROLE_KEY"),
    jwks: Array.isArray(jwks) ? { keys: jwks } : jwks,
    allowedOrigins: parseAllowedOrigins(env("ALLOWED_ORIGINS")),
  };
}

/** `ALLOWED_ORIGINS`: comma-separated origins; unset, empty or containing `*` allows any. */
export function parseAllowedOrigins(value: string | undefined): ServiceConfig["allowedOrigins"] {
  const origins = (value ?? "").split(",").map((o) => o.trim()).filter(Boolean);
  return origins.length === 0 || origins.includes("*") ? "*" : origins;
}
