import type * as z from "zod";
import type { Queryable } from "../database/database.ts";
import { type ErrorCodes, successEnvelope } from "../http/openapi-schemas.ts";
import type { RouteContract, RouteDeclaration, Validated } from "../http/route-kinds.ts";
import { failurePage, page, pageAnswer, type PageContent, pageOrJson, readersWords, spent, spentPage, wantsPage } from "./pages.ts";
import type { Words } from "../words/words.ts";
import { linkQuery, type TokenLink } from "./token-link.ts";

// Every token link the same way: opening it (GET) shows its page and changes nothing, since mail
// scanners open links; a person's press of its button (a POST to the same URL, with the action's
// parameters) acts. Programs get JSON for both. A token that opens nothing (used, expired, never
// made) gets the spent link's 404; an action's failure reaches a browser's form as a page too.
// One transaction as the caller for each (the `personal` kinds): the database takes the token.

/** What opening a link shows: its page, and what a program gets instead when the link declares `data`. */
export interface Shown {
  page: PageContent;
  data?: unknown;
}

/** What an action did: its data for a program, its page for a browser's form; or a whole answer (a file). */
export type Done = { data: unknown; page: PageContent } | Response;

/** The query an action validates: the token and its own parameters. */
export type ActionQuery<Params extends z.ZodRawShape> = z.output<z.ZodObject<Params>> & { token: string };

export interface LinkDeclaration<Params extends z.ZodRawShape, Before> {
  tags: string[];
  /** Opening the link. */
  open: {
    operationId: string;
    summary: string;
    description: string;
    /** What a program gets on opening it; without it everyone gets the page. */
    data?: () => z.ZodType;
    /**
     * Its page (and data) for this token, undefined when the token opens nothing (`words`: the
     * reader's, by their browser's language); a page that reads nothing, `always` the same.
     */
    show: { always(words: Words): PageContent } | ((tx: Queryable, token: string, words: Words) => Promise<Shown | undefined>);
  };
  /** Its button's action. */
  act: {
    operationId: string;
    summary: string;
    description: string;
    /** The action's query parameters besides the token. */
    params?: () => Params;
    /** A body it reads (a page's form), in the contract. */
    body?: NonNullable<RouteContract["request"]>["body"];
    /** Its own error answers besides the spent link's 404. */
    errors?: ErrorCodes;
    /** What a program gets when it is done, and the answer's description. */
    data: () => z.ZodType;
    answer: string;
    /** What it reads before its transaction (a page form's fields), so that a slow upload holds no connection. */
    before?(request: Request, query: ActionQuery<Params>): Promise<Before>;
    /** The action, in its transaction as the caller; undefined when the token opens nothing. */
    run(tx: Queryable, query: ActionQuery<Params>, before: Before, request: Request): Promise<Done | undefined>;
  };
}

/** The link's two routes: its page and its action. */
export function linkRoutes<Params extends z.ZodRawShape = Record<never, never>, Before = undefined>(
  link: TokenLink,
  declared: LinkDeclaration<Params, Before>,
): RouteDeclaration[] {
  return [openRoute(link, declared), actionRoute(link, declared)] as RouteDeclaration[];
}

function openRoute<Params extends z.ZodRawShape, Before>(
  link: TokenLink,
  { tags, open }: LinkDeclaration<Params, Before>,
): RouteDeclaration<"personal", Validated<{ token: string }>> {
  const { show } = open;
  return {
    kind: "personal",
    method: "get",
    path: link.path,
    contract: () => ({
      tags,
      operationId: open.operationId,
      summary: open.summary,
      description: `${open.description} Opening the link changes nothing: its button does (a POST to the same URL).`,
      security: [],
      request: { query: linkQuery(link) },
      errors: typeof show === "function" ? { 404: ["not_found"] } : {},
      responses: {
        200: open.data ? pageOrJson(successEnvelope(open.data()), "The link's page for a browser, its data for a program.") : pageAnswer,
        ...(typeof show === "function" ? spentPage : {}),
      },
    }),
    handle: (c, { own }) => {
      const words = readersWords(c.req.raw);
      if (typeof show !== "function") return page(show.always(words));
      const { token } = c.req.valid("query");
      return own(async (tx) => {
        const shown = await show(tx, token, words);
        if (!shown) return spent(c.req.raw, link.spent);
        return open.data && !wantsPage(c.req.raw) ? { status: 200, body: { success: true, data: shown.data } } : page(shown.page);
      });
    },
  };
}

/** Error statuses a browser's form may get as a page. */
const pageStatuses = [400, 409, 413, 415, 429] as const;

function actionRoute<Params extends z.ZodRawShape, Before>(
  link: TokenLink,
  { tags, act }: LinkDeclaration<Params, Before>,
): RouteDeclaration<"personal command", Validated<ActionQuery<Params>>> {
  const query = () => (act.params ? linkQuery(link).extend(act.params()) : linkQuery(link));
  const pageErrors = pageStatuses.filter((status) => act.errors?.[status]);
  return {
    kind: "personal command",
    method: "post",
    path: link.path,
    contract: () => ({
      tags,
      operationId: act.operationId,
      summary: act.summary,
      description: act.description,
      security: [],
      request: { query: query(), ...(act.body ? { body: act.body } : {}) },
      errors: { 404: ["not_found"], ...act.errors },
      responses: {
        200: pageOrJson(successEnvelope(act.data()), `${act.answer} (a page, for a browser's form).`),
        ...spentPage,
        ...Object.fromEntries(pageErrors.map((status) => [status, { description: "Not done (a page, for a browser's form).", content: pageAnswer.content }])),
      },
    }),
    handle: async (c, { own }) => {
      const request = c.req.raw;
      const asked = c.req.valid("query");
      try {
        const before = (await act.before?.(request, asked)) as Before;
        return await own(async (tx) => {
          const done = await act.run(tx, asked, before, request);
          if (!done) return spent(request, link.spent);
          if (done instanceof Response) return done;
          return wantsPage(request) ? page(done.page) : { status: 200, body: { success: true, data: done.data } };
        });
      } catch (error) {
        return failurePage(request, error, `?token=${encodeURIComponent(asked.token)}`);
      }
    },
  };
}
