// The baseline for `npm run bench:api`: a bare Deno.serve + postgres.js server that runs the
// public list's SELECT and answers in the same envelope, with no auth, no transaction, no
// validation. PORT and DATABASE_URL from the environment.
import postgres from "postgres";

const sql = postgres(Deno.env.get("DATABASE_URL")!, { prepare: false, max: 5 });
const port = Number(Deno.env.get("PORT"));

Deno.serve({ hostname: "127.0.0.1", port, onListen: () => {} }, async () => {
  const rows = await sql`
    select id, title, category, link_url, description, extension, thumbnail_url, resource_date,
           display_order, website_viewable, is_active, created_at, created_by, updated_at, updated_by
    from public.resources
    where website_viewable and is_active
    order by display_order, title, id
    limit 1000`;
  return Response.json({ success: true, data: rows });
});
