import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import { authIssuer, configFromEnv, type ServiceConfig } from "../functions/_shared/http/config.ts";

/**
 * The local stack's keys: an API key pair and the ES256 key that signs user tokens (Supabase's
 * own algorithm for new projects). Development values only, made on first use and kept in the
 * git-ignored `.local/`, so `npm start` and `npm run token` agree whatever database is used.
 */
export interface DevCredentials {
  publishableKey: string;
  secretKey: string;
  signingKey: JWK;
  publicKey: JWK;
}

export const devCredentialsFile = fileURLToPath(new URL("../.local/dev-credentials.json", import.meta.url));

export async function generateDevCredentials(): Promise<DevCredentials> {
  const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
  const kid = crypto.randomUUID();
  const random = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
  return {
    publishableKey: `sb_publishable_${random()}`,
    secretKey: `sb_secret_${random()}`,
    signingKey: { ...(await exportJWK(privateKey)), kid, alg: "ES256" },
    publicKey: { ...(await exportJWK(publicKey)), kid, alg: "ES256", use: "sig" },
  };
}

/** The credentials in `.local/`, made there first if absent. */
export async function loadDevCredentials(file = devCredentialsFile): Promise<DevCredentials> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as DevCredentials;
  } catch (error) {
    if ((error as { code?: string }).code !== "ENOENT") throw error;
  }
  await mkdir(dirname(file), { recursive: true });
  const created = await generateDevCredentials();
  try {
    await writeFile(file, JSON.stringify(created, null, 2), { flag: "wx", mode: 0o600 });
    return created;
  } catch (error) {
    // Another process made them first: use theirs, so both agree.
    if ((error as { code?: string }).code === "EEXIST") return loadDevCredentials(file);
    throw error;
  }
}

/** The local stack's URL, as `supabase start` has it: the issuer of the tokens minted here. */
export const localSupabaseUrl = "http://127.0.0.1:54321";

/**
 * What the functions are configured with when they run on these credentials: every setting read
 * from `env` as a deployed function reads it (`configFromEnv`), but the project's URL, its API
 * keys and the keys that verify user tokens, which are the local ones (a legacy key or JWT secret
 * in the environment is not taken either). `pageSettings`: the record types' page settings to read
 * (`functions/registry.ts`), as each deployed function reads its own.
 */
export function devServiceConfig(
  credentials: DevCredentials,
  env: (name: string) => string | undefined = () => undefined,
  pageSettings: readonly string[] = [],
): ServiceConfig {
  const local: Record<string, string> = {
    SUPABASE_URL: localSupabaseUrl,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: credentials.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: credentials.secretKey }),
    SUPABASE_JWKS: JSON.stringify({ keys: [credentials.publicKey] }),
    SUPABASE_ANON_KEY: "",
    SUPABASE_SERVICE_ROLE_KEY: "",
    SUPABASE_JWT_SECRET: "",
    JWT_SECRET: "",
  };
  return configFromEnv((name) => (Object.hasOwn(local, name) ? local[name] : env(name)), pageSettings);
}

/** A signed-in user's access token, shaped as Supabase Auth issues them. */
export async function mintUserToken(
  credentials: DevCredentials,
  user: { id: string; email?: string },
  options: { expiresIn?: string | number; issuer?: string; isAnonymous?: boolean } = {},
): Promise<string> {
  const key = await importJWK(credentials.signingKey, "ES256");
  return new SignJWT({ role: "authenticated", email: user.email, aal: "aal1", is_anonymous: options.isAnonymous ?? false })
    .setProtectedHeader({ alg: "ES256", kid: credentials.signingKey.kid, typ: "JWT" })
    .setSubject(user.id)
    .setAudience("authenticated")
    .setIssuer(options.issuer ?? authIssuer(localSupabaseUrl))
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "24h")
    .sign(key);
}
