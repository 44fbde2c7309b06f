import { copies } from "../../../shared/copy";
import { type Lang, LOCALE } from "../../../shared/languages";
import { pathsFor } from "../../../shared/page-tables";
import type { Mail } from "../../integrations/mailer";
import type { BirthListsRepo } from "./birth-lists.repo";

type GiftOf = NonNullable<Awaited<ReturnType<BirthListsRepo["giftOf"]>>>;

/**
 * The parents' e-mails about their list (issue 50). The e-mail for a paid gift (issue 50), in the list's language: who gave what, with their message; in surprise
 * mode only that something was given. It links to their list, never to the order (the buyer's, not theirs).
 */
export function giftReceivedMail(g: GiftOf, origin: string): Mail {
  const t = copies[g.language];
  const m = t.birthLists.mail;
  const name = g.babyName || t.birthLists.defaultBabyName;
  const body = g.surprise
    ? [m.surprise]
    : [m.intro(g.giftFrom || "—"), ...g.lines.map((l) => m.line(l.quantity, l.name)), ...(g.giftMessage ? ["", m.message(g.giftMessage)] : [])];
  const url = `${origin}${pathsFor(g.language).birthLists({ lista: g.listId })}`;
  return { to: g.email, subject: m.subject(name), text: [m.greeting, "", ...body, "", m.view(url), "", t.orders.mail.signature].join("\n") };
}

/**
 * The closing run's e-mail (issue 50), in the list's language: the list closed, and the parents' single-use code for
 * what remained on it, its percentage and last day.
 */
export function listClosedMail(l: { babyName: string; language: Lang; email: string }, code: { code: string; percent: number; lastDay: string }): Mail {
  const t = copies[l.language];
  const m = t.birthLists.closedMail;
  const name = l.babyName || t.birthLists.defaultBabyName;
  const until = new Intl.DateTimeFormat(LOCALE[l.language], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${code.lastDay}T00:00:00Z`),
  );
  return {
    to: l.email,
    subject: m.subject(name),
    text: [t.birthLists.mail.greeting, "", m.intro(name), "", m.code(code.percent, code.code, until), "", t.orders.mail.signature].join("\n"),
  };
}

type DailyRow = Awaited<ReturnType<BirthListsRepo["dailyGifts"]>>[number];

/**
 * The daily summary (issue 50) of one list's gifts paid on `day` (Lisbon), in the list's language: each gift with who,
 * what and the message; in surprise mode only how many.
 */
export function dailyGiftsMail(rows: DailyRow[], day: string, origin: string): Mail {
  const first = rows[0]!;
  const t = copies[first.language];
  const m = t.birthLists.dailyMail;
  const g = t.birthLists.mail;
  const name = first.babyName || t.birthLists.defaultBabyName;
  const shownDay = new Intl.DateTimeFormat(LOCALE[first.language], { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  const orders = [...new Set(rows.map((r) => r.orderId))];
  const hidden = first.surprise === 1 && first.revealedAt === null;
  const body = hidden
    ? [m.surprise(orders.length)]
    : [
        m.intro(shownDay),
        ...orders.flatMap((id) => {
          const lines = rows.filter((r) => r.orderId === id);
          const gift = lines[0]!;
          return ["", gift.giftFrom || "—", ...lines.map((l) => g.line(l.quantity, l.productName)), ...(gift.giftMessage ? [g.message(gift.giftMessage)] : [])];
        }),
      ];
  const url = `${origin}${pathsFor(first.language).birthLists({ lista: first.listId })}`;
  return { to: first.email, subject: m.subject(name, shownDay), text: [g.greeting, "", ...body, "", g.view(url), "", t.orders.mail.signature].join("\n") };
}
