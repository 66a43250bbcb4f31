// node bench/distinct-load.cjs <url> <seconds> <connections> <headers JSON>
// autocannon on <url> with a query of its own for each request (`&limit=<n>`, n from 100 to 999 in
// turn, each the same 100 records here): no two requests in flight share one read, so a run
// measures each read's cost, not the single flight's sharing. Prints autocannon's JSON report.
const autocannon = require("autocannon");
const [url, seconds, connections, headers] = process.argv.slice(2);
let n = 0;
autocannon({
  url,
  duration: Number(seconds),
  connections: Number(connections),
  headers: JSON.parse(headers),
  requests: [{ setupRequest: (request) => ({ ...request, path: `${request.path}&limit=${100 + (n++ % 900)}` }) }],
}, (error, report) => {
  if (error) throw error;
  process.stdout.write(JSON.stringify(report));
});
