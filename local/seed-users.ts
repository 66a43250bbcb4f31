/** The users `supabase/seed.sql` creates; the local stack mints their tokens. */
export const seedUsers = {
  editor: { id: "e0000000-0000-4000-8000-000000000001", email: "editor@example.org" },
  member: { id: "e0000000-0000-4000-8000-000000000002", email: "member@example.org" },
} as const;
