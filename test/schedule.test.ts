// The local stack's stand-in for Supabase Cron (local/schedule.ts): JOB_BOARD_ORIGINS and
// CHANNEL_ORIGINS read strictly, and run-sources then deliver called at once, then on every tick,
// one round at a time.
import { describe, expect, it } from "vitest";
import { channelOriginsFrom, jobBoardOriginsFrom, schedulePeriodFrom, scheduleRunDue } from "../local/schedule.ts";

describe("JOB_BOARD_ORIGINS", () => {
  it("maps providers to origins, and refuses anything else naming the setting", () => {
    expect(jobBoardOriginsFrom(undefined)).toBeUndefined();
    expect(jobBoardOriginsFrom(" ")).toBeUndefined();
    expect(jobBoardOriginsFrom('{"greenhouse": "http://127.0.0.1:9999", "recruitee": "https://boards.test/"}'))
      .toEqual({ greenhouse: "http://127.0.0.1:9999", recruitee: "https://boards.test" });
    for (const [text, problem] of [
      ["not json", "is not JSON"],
      ['["http://127.0.0.1:1"]', "is not an object"],
      ['{"workday": "http://127.0.0.1:1"}', 'names "workday", not a provider'],
      ['{"lever": "ftp://127.0.0.1:1"}', "gives lever"],
      ['{"lever": "http://127.0.0.1:1/v0"}', "gives lever"],
      ['{"lever": 9999}', "gives lever"],
      ['{"constructor": "http://127.0.0.1:1"}', 'names "constructor"'],
    ]) {
      expect(() => jobBoardOriginsFrom(text), text).toThrow(new RegExp(`^JOB_BOARD_ORIGINS ${problem}`));
    }
  });
});

describe("CHANNEL_ORIGINS", () => {
  it("maps channel kinds to origins, and refuses anything else naming the setting", () => {
    expect(channelOriginsFrom(undefined)).toBeUndefined();
    expect(channelOriginsFrom('{"discord": "http://127.0.0.1:9999", "webhook": "https://hooks.test/"}'))
      .toEqual({ discord: "http://127.0.0.1:9999", webhook: "https://hooks.test" });
    for (const [text, problem] of [
      ["{", "is not JSON"],
      ['{"teams": "http://127.0.0.1:1"}', 'names "teams", not a kind'],
      ['{"slack": "http://127.0.0.1:1/services"}', "gives slack"],
    ]) {
      expect(() => channelOriginsFrom(text), text).toThrow(new RegExp(`^CHANNEL_ORIGINS ${problem}`));
    }
  });
});

describe("the local schedule", () => {
  it("calls run-sources and deliver with the secret key at once and on every tick, never two at a time, and logs what they did", async () => {
    const calls: { url: string; apikey: string | null; at: number }[] = [];
    const lines: string[] = [];
    let release = () => {};
    const handler = async (request: Request) => {
      calls.push({ url: request.url, apikey: request.headers.get("apikey"), at: Date.now() });
      if (calls.length === 2) await new Promise<void>((resolve) => (release = resolve)); // a slow call
      if (request.url.endsWith("/schedule/deliver")) {
        return Response.json({
          success: true,
          data: { messages: 2, sent: 1, failed: 1, postings: 3, left: 1, emails: { queued: 4, sent: 3, failed: 1, requests: 2, held: { limit: 0, confirmations: 2 } } },
        });
      }
      const ran = calls.length === 1 ? [{ source_id: "s1", status: "failed", error: "greenhouse answered 500" }] : [];
      return Response.json({ success: true, data: { ran, left: 2 } });
    };
    const schedule = scheduleRunDue(handler, { url: "http://local", secretKey: "sb_secret_x", everyMs: 20, log: (l) => lines.push(l) });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls).toHaveLength(2); // the second is still under way: no tick starts another
    release();
    await new Promise((resolve) => setTimeout(resolve, 60));
    await schedule.stop();
    const made = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls.length).toBe(made);
    expect(made).toBeGreaterThan(2);
    expect(calls[0]).toMatchObject({ url: "http://local/functions/v1/opportunities/schedule/run-sources", apikey: "sb_secret_x" });
    expect(calls[1]).toMatchObject({ url: "http://local/functions/v1/opportunities/schedule/deliver", apikey: "sb_secret_x" });
    expect(lines[0]).toBe("schedule: ran 1 job source(s): s1 failed (greenhouse answered 500); 2 left");
    expect(lines[1]).toBe(
      "schedule: sent 1 message(s) to channels, telling of 3 posting(s); 1 failed; 1 channel(s) with more to send\n" +
        "schedule: queued 4 e-mail(s), sent 3; 1 failed; 2 confirmation(s) or link(s) held back: past the hour's share for them",
    );
  });
});

describe("SCHEDULE_SECONDS", () => {
  it("is a minute unless set, and a whole number of seconds from 1 to 3600 when set", () => {
    expect(schedulePeriodFrom(undefined)).toBe(60);
    expect(schedulePeriodFrom(" ")).toBe(60);
    expect(schedulePeriodFrom("2")).toBe(2);
    for (const wrong of ["0", "1.5", "3601", "soon"]) {
      expect(() => schedulePeriodFrom(wrong), wrong).toThrow(/^SCHEDULE_SECONDS must be a whole number of seconds from 1 to 3600/);
    }
  });
});
