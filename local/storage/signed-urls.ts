import { createHash } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { storageErrors } from "./storage-errors.ts";

/**
 * Signed URLs as Storage makes them: `/object/sign/<bucket>/<name>?token=<JWT>`, the token an
 * HS256 JWT of `{ url: "<bucket>/<name>" }` that expires. Its key is derived from the stack's
 * secret key, so a URL signed before a restart of `npm start` still works until it expires.
 */
export function urlSigner(secretKey: string) {
  const key = createHash("sha256").update(`storage signed urls:${secretKey}`).digest();
  return {
    async sign(bucket: string, name: string, expiresIn: number): Promise<string> {
      const token = await new SignJWT({ url: `${bucket}/${name}` })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
        .sign(key);
      return `/object/sign/${bucket}/${encodePath(name)}?token=${token}`;
    },
    /** Throws Storage's InvalidJWT unless `token` signs exactly this object and has not expired. */
    async verify(token: string, bucket: string, name: string): Promise<void> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        if (payload.url !== `${bucket}/${name}`) throw new Error("The token is for another object");
      } catch (error) {
        throw storageErrors.invalidJwt((error as { code?: string }).code === "ERR_JWT_EXPIRED" ? "jwt expired" : (error as Error).message);
      }
    },
  };
}

export const encodePath = (name: string) => name.split("/").map(encodeURIComponent).join("/");
