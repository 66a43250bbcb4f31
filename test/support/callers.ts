import type { Claims } from "../../functions/_shared/database/database.ts";
import { seedUsers } from "../../local/seed-users.ts";

/** A user created by a test who holds only manage_opportunities. */
export const opportunitiesEditorId = "e0000000-0000-4000-8000-0000000000a1";
/** A user created by a test who holds only manage_resources. */
export const resourcesEditorId = "e0000000-0000-4000-8000-0000000000a2";
/** A user created by a test who holds no role: anyone who signed up. */
export const noRoleId = "e0000000-0000-4000-8000-0000000000a3";

/** The kinds of caller the API and supabase-js clients run as. */
export const callers = {
  anon: { role: "anon" },
  member: { role: "authenticated", sub: seedUsers.member.id },
  noRole: { role: "authenticated", sub: noRoleId },
  editor: { role: "authenticated", sub: seedUsers.editor.id },
  opportunitiesEditor: { role: "authenticated", sub: opportunitiesEditorId },
  resourcesEditor: { role: "authenticated", sub: resourcesEditorId },
  service: { role: "service_role" },
} satisfies Record<string, Claims>;

export type CallerName = keyof typeof callers;

/** Creates the single-permission users above (test fixtures, not part of the seed). */
export const testUsersSql = `
  insert into auth.users (id, email) values
    ('${opportunitiesEditorId}', 'opportunities-editor@example.org'),
    ('${resourcesEditorId}', 'resources-editor@example.org'),
    ('${noRoleId}', 'signed-up@example.org');
  insert into public.user_roles (user_id, role) values
    ('${opportunitiesEditorId}', 'opportunities_editor'),
    ('${resourcesEditorId}', 'resources_editor');
`;
