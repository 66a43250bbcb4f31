// The service's own words in English: the catalog every other language's follows key for key
// (`Catalog`), and the fall-back for a key or a language without words. i18next's syntax:
// `{{name}}` a value, `_one`/`_other` the plural forms (Intl.PluralRules), `_daily`/`_weekly` a
// context. Dates and money come formatted by Intl (`words.ts`).
export const en = {
  posting: {
    fact: "{{name}}: {{value}}",
    company: "Company",
    place: "Place",
    workModel: "Work model",
    pay: "Pay",
    closes: "Closes",
    who: "Who",
    workModels: { on_site: "On-site", hybrid: "Hybrid", remote: "Remote" },
    per: { hour: "{{pay}} an hour", day: "{{pay}} a day", week: "{{pay}} a week", month: "{{pay}} a month", year: "{{pay}} a year" },
    visa: { yes: "visa sponsorship", no: "no visa sponsorship" },
    rightToWork: "right to work required",
    degrees: {
      high_school: "high school", associate: "associate", bachelor: "bachelor's", master: "master's", doctorate: "doctorate",
      professional_certificate: "professional certificate",
    },
    classOf: "class of {{years}}",
    closedReasons: {
      filled: "filled", deadline: "closing date passed", expired: "expired", withdrawn_by_poster: "withdrawn by the poster",
      source_withdrew: "no longer listed by its source", link_dead: "its link no longer works", reported: "after reports", editor: "by the editors",
    },
  },
  alerts: {
    everything: "every new opportunity",
    frequency: { daily: "daily", weekly: "weekly" },
    confirmation: {
      subject: "Confirm your job alert",
      asked: "Someone, we hope you, asked for job alerts to be sent to {{address}}.",
      askedFrom: "Someone, we hope you, asked for job alerts from {{organization}} to be sent to {{address}}.",
      confirmHere: "See what was asked for and confirm it here:",
      confirm: "See what was asked for and confirm it",
      ignore: "If it was not you, ignore this e-mail: nothing more will be sent, and the request is deleted in 30 days.",
    },
    digest: {
      subject_one: "{{count}} new opportunity for your job alert",
      subject_other: "{{count}} new opportunities for your job alert",
      about_daily: "Your daily job alert: {{search}}.",
      about_weekly: "Your weekly job alert: {{search}}.",
      more: "And {{count}} more",
      change: "Change or delete this alert",
      unsubscribe: "Unsubscribe from every alert",
    },
    reminder: {
      subject: "Closes {{date}}: {{title}}",
      closes: "An opportunity you saved closes on {{date}}.",
      once_one: "You asked to be reminded {{count}} day before; this is the only reminder.",
      once_other: "You asked to be reminded {{count}} days before; this is the only reminder.",
    },
    closed: {
      subject: "Closed ({{reason}}): {{title}}",
      said: "An opportunity you saved is closed ({{reason}}).",
      once: "This is the only e-mail about it; it stays in your saved opportunities until you remove it.",
    },
    pages: {
      confirmTitle: "Confirm your job alert",
      asked_daily: "A daily e-mail of new opportunities: {{search}}.",
      asked_weekly: "A weekly e-mail of new opportunities: {{search}}.",
      press: "Press the button to start receiving it.",
      confirmButton: "Confirm",
      onTitle: "Your job alert is on",
      on_daily: "You will hear of {{search}}, daily.",
      on_weekly: "You will hear of {{search}}, weekly.",
      unsubscribeTitle: "Unsubscribe",
      unsubscribePress: "Press the button to stop every job alert to this address and delete them.",
      unsubscribeButton: "Unsubscribe",
      unsubscribedTitle: "You are unsubscribed",
      unsubscribed: "No more job alerts will be sent to this address, and its alerts are deleted.",
      manageTitle: "Your job alert",
      sentTo_daily: "Sent to {{address}}: {{search}}, daily.",
      sentTo_weekly: "Sent to {{address}}: {{search}}, weekly.",
      sendDaily: "Send it daily",
      sendWeekly: "Send it weekly",
      deleteButton: "Delete this alert",
      deletedTitle: "Alert deleted",
      deleted: "This alert is deleted; your other alerts, if any, go on.",
      changedTitle: "Alert changed",
      changed_daily: "It is now sent daily, when something new matches.",
      changed_weekly: "It is now sent weekly, when something new matches.",
    },
  },
  links: {
    expiredTitle: "This link has expired",
    expired: "This {{what}} link is not valid: it was used already, has expired, or never existed.",
    notDone: "Not done",
    back: "Back",
  },
};

/** A catalog: every key of the English one, each a text. */
export type Catalog = Texts<typeof en>;
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
