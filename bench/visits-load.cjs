// node bench/visits-load.cjs <url> <method> <seconds> <rate> <ids JSON>
// autocannon at <rate> requests a second on <url>?id=<one of ids>, each request from a client
// address of its own (a new visitor: each a write) with a browser's user agent, as the website's
// apply links and view beacons arrive. Prints autocannon's JSON report.
const autocannon = require("autocannon");
const [url, method, seconds, rate, ids] = process.argv.slice(2);
const postings = JSON.parse(ids);
let n = 0;
autocannon({
  url,
  method,
  duration: Number(seconds),
  connections: 20,
  overallRate: Number(rate),
  requests: [{
    setupRequest: (request) => {
      const i = n++;
      return {
        ...request,
        path: `${request.path}?id=${postings[i % postings.length]}`,
        headers: {
          ...request.headers,
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
          "cf-connecting-ip": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
      };
    },
  }],
}, (error, report) => {
  if (error) throw error;
  process.stdout.write(JSON.stringify(report));
});
