// npm ci refuses a lockfile that lacks any optional dependency, including the platform binaries
// of other systems (deno's and the Supabase CLI's per-OS packages). Registries that serve only
// this machine's platform leave those out, so this adds them, tagged with their os/cpu/libc:
// npm skips them wherever they do not match and fetches them by version where they do.
// Run after `npm install` changes package-lock.json: node scripts/lockfile-foreign-platforms.mjs
import { readFileSync, writeFileSync } from "node:fs";

const platforms = {
  "darwin-arm64": { os: ["darwin"], cpu: ["arm64"] },
  "darwin-x64": { os: ["darwin"], cpu: ["x64"] },
  "linux-arm64": { os: ["linux"], cpu: ["arm64"] },
  "linux-arm64-glibc": { os: ["linux"], cpu: ["arm64"], libc: ["glibc"] },
  "linux-arm64-musl": { os: ["linux"], cpu: ["arm64"], libc: ["musl"] },
  "linux-x64": { os: ["linux"], cpu: ["x64"] },
  "linux-x64-glibc": { os: ["linux"], cpu: ["x64"], libc: ["glibc"] },
  "linux-x64-musl": { os: ["linux"], cpu: ["x64"], libc: ["musl"] },
  "win32-arm64": { os: ["win32"], cpu: ["arm64"] },
  "win32-x64": { os: ["win32"], cpu: ["x64"] },
  "windows-arm64": { os: ["win32"], cpu: ["arm64"] },
  "windows-x64": { os: ["win32"], cpu: ["x64"] },
};

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const suffix = Object.keys(platforms).find((s) => name.endsWith(`/${s}`) || name.endsWith(`-${s}`));
    if (!suffix) throw new Error(`${path}: optional ${name} is missing and not a platform binary`);
    lock.packages[key] = { version, ...platforms[suffix], dev: pkg.dev, optional: true };
    added++;
  }
}
writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log(`added ${added} platform entries`);
