// npm run --silent token -- <editor|member|publishable|secret>
// Prints one credential the local stack accepts: a user's JWT (for Authorization: Bearer) or an
// API key (for apikey). Made from the same .local/ credentials as `npm start`.
import process from "node:process";
import { loadDevCredentials, mintUserToken } from "./dev-credentials.ts";
import { seedUsers } from "./seed-users.ts";

const kind = process.argv[2];
const credentials = await loadDevCredentials();
switch (kind) {
  case "editor":
  case "member":
    console.log(await mintUserToken(credentials, seedUsers[kind]));
    break;
  case "publishable":
    console.log(credentials.publishableKey);
    break;
  case "secret":
    console.log(credentials.secretKey);
    break;
  default:
    console.error("Usage: npm run --silent token -- <editor|member|publishable|secret>");
    process.exit(2);
}
