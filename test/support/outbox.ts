import type { ServiceConfig } from "../../functions/_shared/http/config.ts";
import { type Api, startApi } from "./api.ts";
import { type EmailReceiver, emailReceiver, testEmailKey } from "./email-receiver.ts";
import { channelReceivers, type Receivers } from "./receivers.ts";
import type { Target } from "./targets.ts";

/** What the stack's outbox reaches in a test: e-mail at a local Resend-shaped receiver, channels at local receivers. */
export interface OutboxStack {
  api: Api;
  mail: EmailReceiver;
  receivers: Receivers;
  close(): Promise<void>;
}

/** The club whose board the tests run, as its e-mails and messages name it. */
export const testSite = { PUBLIC_OPPORTUNITY_URL: "https://club.example.org/opportunities/{id}", from: "Club <alerts@club.example.org>" };

/**
 * The stack with e-mail set up (limits high enough for a suite) and every channel kind reaching a
 * local receiver, each request's limit a second; `config` adds to or replaces what it sets.
 */
export async function startWithOutbox(target: Target, config: Partial<ServiceConfig> = {}): Promise<OutboxStack> {
  const mail = await emailReceiver();
  const receivers = await channelReceivers();
  const api = await startApi(target, {
    email: { origin: mail.origin, requestTimeoutMs: 1_000 },
    channels: { origins: receivers.origins, requestTimeoutMs: 1_000 },
    config: {
      email: { apiKey: testEmailKey, from: testSite.from, dailyLimit: 10_000, signUpsPerHour: 1_000, pendingPerHour: 1_000 },
      publicSite: { pages: { PUBLIC_OPPORTUNITY_URL: testSite.PUBLIC_OPPORTUNITY_URL } },
      ...config,
    },
  });
  return {
    api,
    mail,
    receivers,
    close: async () => {
      await api.close();
      await mail.close();
      await receivers.close();
    },
  };
}
