// The letters an application's moves send its applicant: a form's own per state, or the service's
// receipt. A letter is plain text with placeholders, filled when it is sent; its HTML is the text,
// escaped, in the e-mails' frame. Editors' templates are checked here when a form is saved, so a
// letter never goes out with a placeholder nobody fills.

export const applicationStates = [
  "received", "reviewing", "interview", "offer", "accepted", "declined", "not_selected", "withdrawn",
] as const;
export type ApplicationState = (typeof applicationStates)[number];

/** A state as a sentence says it. */
export const stateWords = (state: string) => state.replaceAll("_", " ");

/** What a letter may say, each filled when it is sent. */
export const placeholders = ["name", "opportunity", "state", "manage_url", "organization"] as const;
export type Placeholder = (typeof placeholders)[number];

const placeholder = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The first placeholder of `text` that is not one of ours, as it was written, or undefined. */
export function unknownPlaceholder(text: string): string | undefined {
  for (const [whole, name] of text.matchAll(placeholder)) {
    if (!(placeholders as readonly string[]).includes(name!)) return whole;
  }
  return undefined;
}

/** `text` with each placeholder filled (one without a value: blank). */
export const filledLetter = (text: string, values: Partial<Record<Placeholder, string>>) =>
  text.replace(placeholder, (_, name: string) => values[name as Placeholder] ?? "");
