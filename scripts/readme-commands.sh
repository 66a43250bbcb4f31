#!/usr/bin/env bash
# The README's two commands as a newcomer runs them, on whichever Node is first on PATH: a fresh
# clone of this repository, `npm install` (no engine warning allowed), `npm start` on its embedded
# database until it serves the website's list, then `npm test`.
#   scripts/readme-commands.sh DIR   (DIR: an empty scratch folder)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
dir=$1
echo "== the README's commands on Node $(node --version), from a fresh clone"
git clone -q "$repo" "$dir/clone"
# A clone has no ../shared: the suite reads nothing from it.
cd "$dir/clone"
npm install --no-audit --no-fund 2>&1 | tee "$dir/install.log"
if grep -q EBADENGINE "$dir/install.log"; then echo "npm install warned about engines on Node $(node --version)" >&2; exit 1; fi

port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
# In a session of its own, so that Ctrl-C (SIGINT to its process group) reaches Deno as well as
# npm, as it does in a terminal: npm alone does not pass it on.
PORT=$port setsid npm start >"$dir/start.log" 2>&1 &
stack=$!
trap 'kill -INT -- -$stack 2>/dev/null || true' EXIT
for _ in $(seq 120); do grep -q "Ready." "$dir/start.log" && break; sleep 0.5; done
grep -q "Ready." "$dir/start.log" || { cat "$dir/start.log"; echo "npm start did not get ready" >&2; exit 1; }
curl -fsS "http://127.0.0.1:$port/functions/v1/resources?website_viewable=true" | node -e '
  let t = ""; process.stdin.on("data", (c) => (t += c)).on("end", () => {
    const body = JSON.parse(t);
    if (!body.success || body.data.length === 0) { console.error("the website list is empty or failed"); process.exit(1); }
    console.log(`npm start served ${body.data.length} resources`);
  });'
kill -INT -- -$stack
wait $stack || true
grep -q "Stopped." "$dir/start.log" || { cat "$dir/start.log"; echo "npm start did not stop on Ctrl-C" >&2; exit 1; }
trap - EXIT
npm test
