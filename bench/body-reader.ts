// The baseline for `npm run bench:files`: a bare Deno.serve that reads a request's body and drops
// it, answering `{}`: what any function's memory does with a large body, before any of ours.
Deno.serve({ onListen: () => {} }, async (request) => {
  if (request.body) for await (const _ of request.body) { /* dropped */ }
  return Response.json({});
});
