// The environment Supabase gives every Edge Function, read as the functions read it.
import { describe, expect, it } from "vitest";
import { configFromEnv } from "../functions/_shared/config.ts";

const fromEnv = (env: Record<string, string>) => configFromEnv((name) => env[name]);

describe("configFromEnv", () => {
  it("reads the named key maps and the JWKS Supabase provides", () => {
    const config = fromEnv({
      SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_a","web":"sb_publishable_b"}',
      SUPABASE_SECRET_KEYS: '{"default":"sb_secret_a"}',
      SUPABASE_JWKS: '{"keys":[{"kty":"EC","kid":"k1"}]}',
    });
    expect(config).toEqual({
      publishableKeys: ["sb_publishable_a", "sb_publishable_b"],
      secretKeys: ["sb_secret_a"],
      jwks: { keys: [{ kty: "EC", kid: "k1" }] },
      allowedOrigins: "*",
    });
  });

  it("falls back to single keys, accepts a bare JWKS array, and keeps legacy keys working", () => {
    const config = fromEnv({
      SUPABASE_PUBLISHABLE_KEY: "sb_publishable_one",
      SUPABASE_SECRET_KEY: "sb_secret_one",
      SUPABASE_ANON_KEY: "eyJ.legacy-anon",
      SUPABASE_SERVICE_ROLE_KEY: "eyJ.legacy-service",
      SUPABASE_JWKS: '[{"kty":"EC","kid":"k2"}]',
    });
    expect(config.publishableKeys).toEqual(["sb_publishable_one", "eyJ.legacy-anon"]);
    expect(config.secretKeys).toEqual(["sb_secret_one", "eyJ.legacy-service"]);
    expect(config.jwks).toEqual({ keys: [{ kty: "EC", kid: "k2" }] });
  });

  it.each([
    [undefined, "*"],
    ["", "*"],
    ["https://a.example, https://b.example", ["https://a.example", "https://b.example"]],
    ["https://a.example,*", "*"],
  ])("reads ALLOWED_ORIGINS=%j as %j", (value, expected) => {
    expect(fromEnv(value === undefined ? {} : { ALLOWED_ORIGINS: value }).allowedOrigins).toEqual(expected);
  });
});
