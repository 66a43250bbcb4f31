/** The users `supabase/seed.sql` creates, with the passwords they sign in with (local only). */
export const seedUsers = {
  editor: { id: "e0000000-0000-4000-8000-000000000001", email: "editor@example.org", password: "editor-pass-2026" },
  member: { id: "e0000000-0000-4000-8000-000000000002", email: "member@example.org", password: "member-pass-2026" },
} as const;
