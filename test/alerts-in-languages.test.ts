// An alert in its subscriber's language (docs/languages.md), from outside: the language it is
// signed up in (its `language`, else `Accept-Language`), its confirmation, pages and digests in
// the service's words of that language, dates, money and lists as Intl writes them there, each
// posting in that language where it has it and linked to that language's page; a language the
// service has no words for falls back to English; a link page a browser opens, in its language.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Api, startApi } from "./support/api.ts";
import { emailReceiver, type EmailReceiver, linksOf, stackPath, testEmailKey } from "./support/email-receiver.ts";
import { expectAnswer, problemFields } from "./support/envelope.ts";
import { targets } from "./support/targets.ts";

const page = "https://club.example.org/o/{id}";

describe.each(targets)("alerts in their subscriber's language on $name", (target) => {
  let api: Api;
  let mail: EmailReceiver;
  beforeAll(async () => {
    mail = await emailReceiver();
    api = await startApi(target, {
      email: { origin: mail.origin, requestTimeoutMs: 1_000 },
      config: {
        email: { apiKey: testEmailKey, from: "Club <alerts@club.example.org>", dailyLimit: 10_000, signUpsPerHour: 1_000, pendingPerHour: 1_000 },
        publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: page }, organization: { name: "Club Info", url: "https://club.example.org" } },
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await mail?.close();
  });
  beforeEach(async () => {
    await api.db.exec("delete from job_alerts; delete from private.emails; delete from private.email_sends; delete from private.rate_limits; delete from private.mailboxes; " +
      "delete from opportunities where title like 'Lingua:%'");
    mail.receiver.emails.length = 0;
  });

  const deliver = async () => expectAnswer(await api.request("POST", "/opportunities/schedule/deliver", { as: "secret" }));
  const to = (address: string) => mail.receiver.emails.filter((e) => e.to.includes(address));
  const browse = (link: string, method = "GET", language?: string) =>
    api.request(method, stackPath(link), {
      headers: {
        accept: "text/html", ...(language ? { "accept-language": language } : {}),
        ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(method === "POST" ? { body: "" } : {}),
    });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
  /** A stranger's alert, signed up and confirmed through its e-mail's page; the confirmation and the page answers. */
  const confirmed = async (email: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const signedUp = await api.request("POST", "/opportunities/alerts", { body: { email, ...body }, headers });
    expect(signedUp.status).toBe(202);
    await deliver();
    const confirmation = to(email).at(-1)!;
    const link = linksOf(confirmation).html.find((l) => l.includes("/alerts/confirm"))!;
    const opened = await browse(link);
    const pressed = await browse(link, "POST");
    return { signedUp: signedUp.body.data, confirmation, opened: opened.text, pressed: pressed.text };
  };
  const publish = async (title: string, extra: Record<string, unknown> = {}) =>
    expectAnswer(await api.request("POST", "/opportunities", {
      as: "editor",
      body: { title: `Lingua: ${title}`, link_url: "https://jobs.example.org/apply", is_active: true, website_viewable: true, field: "Data", ...extra },
    }), 201).id as string;

  it("signs up in the browser's language, and confirms it in French words, e-mail and pages", async () => {
    const { signedUp, confirmation, opened, pressed } = await confirmed("amelie@example.fr", { criteria: { field: "Data" } }, { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" });
    expect(signedUp.language).toBe("fr-CA");
    expect(confirmation.subject).toBe("Confirmez votre alerte emploi");
    expect(confirmation.text).toContain("des alertes emploi de Club Info soient envoyées à amelie@example.fr");
    expect(langOf(confirmation.html!)).toBe("fr");
    // The page knows the alert's language whatever the browser says (this one says nothing).
    expect([titleOf(opened), langOf(opened)]).toEqual(["Confirmez votre alerte emploi", "fr"]);
    expect(opened).toContain("Un e-mail hebdomadaire des nouvelles offres : field: Data.");
    expect(titleOf(pressed)).toBe("Votre alerte emploi est active");
  });

  it("sends a digest in French: the service's words, Intl's dates, money and lists, each posting in French where it has it", async () => {
    await confirmed("amelie@example.fr", { criteria: { field: "Data" }, language: "fr" });
    const translated = await publish("Data internship", {
      salary_min: 24000, salary_max: 30000, salary_currency: "EUR", salary_period: "year", closes_on: "2099-03-01",
      degree_levels: ["bachelor", "master"], graduation_years: [2027, 2028], visa_sponsorship: "yes",
      translations: { fr: { title: "Lingua: Stage en données", location: "Montréal" } }, location: "Montreal",
    });
    await publish("English only");
    await deliver();
    const digest = to("amelie@example.fr").find((e) => !e.subject.startsWith("Confirmez"))!;
    expect(digest.subject).toBe("2 nouvelles offres pour votre alerte emploi");
    const pay = new Intl.NumberFormat("fr", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).formatRange(24000, 30000);
    const closes = new Intl.DateTimeFormat("fr", { dateStyle: "medium", timeZone: "UTC" }).format(new Date("2099-03-01T00:00:00Z"));
    for (const part of [
      "Votre alerte emploi hebdomadaire : field: Data.", "Lingua: Stage en données", "Lieu : Montréal", `Rémunération : ${pay} par an`,
      `Clôture : ${closes}`, "Pour qui : parrainage de visa; licence ou master; promotion 2027 et 2028", `https://club.example.org/o/${translated}?lang=fr`,
      "Lingua: English only", "Se désabonner de toutes les alertes",
    ]) expect(digest.text).toContain(part);
    expect(digest.text).not.toContain("Data internship");
    expect(langOf(digest.html!)).toBe("fr");
    // Its manage page too, whatever the browser's language.
    const manage = linksOf(digest).html.find((l) => l.includes("/alerts/manage"))!;
    const managed = (await browse(manage, "GET", "de")).text;
    expect([titleOf(managed), langOf(managed)]).toEqual(["Votre alerte emploi", "fr"]);
    expect(managed).toContain("L&apos;envoyer chaque jour");
  });

  it("writes in English for a language without words, and shows a posting in its own language when it has not that one", async () => {
    const { signedUp, confirmation } = await confirmed("kenji@example.jp", { criteria: { field: "Data" } }, { "accept-language": "ja" });
    expect([signedUp.language, confirmation.subject, langOf(confirmation.html!)]).toEqual(["ja", "Confirm your job alert", "en"]);
    await publish("Data internship", { closes_on: "2099-03-01", translations: { fr: { title: "Lingua: Stage" } } });
    await deliver();
    const digest = to("kenji@example.jp").at(-1)!;
    expect(digest.subject).toBe("1 new opportunity for your job alert");
    expect(digest.text).toContain("Lingua: Data internship");
    expect(digest.text).toContain(`Closes: ${new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(new Date("2099-03-01T00:00:00Z"))}`);
  });

  it("changes an alert's language by its manage link, refusing what is not a language, and answers a spent link's page in the browser's", async () => {
    const { confirmation } = await confirmed("amelie@example.fr", { language: "fr" });
    const bad = await api.request("POST", "/opportunities/alerts", { body: { email: "x@example.fr", language: "français" } });
    expect([bad.status, problemFields(bad)]).toEqual([400, ["language"]]);
    await publish("Anything");
    await deliver();
    const token = new URL(linksOf(to("amelie@example.fr").at(-1)!).html.find((l) => l.includes("/alerts/manage"))!).searchParams.get("token")!;
    const changed = await api.request("PATCH", `/opportunities/alerts?token=${encodeURIComponent(token)}`, { body: { language: "EN-gb" } });
    expect(expectAnswer(changed).language).toBe("en-GB");
    const link = linksOf(confirmation).html.find((l) => l.includes("/alerts/confirm"))!;
    const spent = await browse(link, "POST", "fr-FR,fr;q=0.9");
    expect([spent.status, titleOf(spent.text), langOf(spent.text)]).toEqual([404, "Ce lien a expiré", "fr"]);
    const unsubscribe = linksOf(to("amelie@example.fr").at(-1)!).html.find((l) => l.includes("/alerts/unsubscribe"))!;
    expect(titleOf((await browse(unsubscribe, "GET", "fr")).text)).toBe("Se désabonner");
    expect(titleOf((await browse(unsubscribe, "GET", "ja, de;q=0.5")).text)).toBe("Unsubscribe");
  });
});
