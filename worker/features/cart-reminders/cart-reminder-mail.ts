import { copies } from "../../../shared/copy";
import type { Lang } from "../../../shared/languages";
import { pathsFor } from "../../../shared/page-tables";
import { variantLabel } from "../../../shared/variants";
import type { Mail } from "../../integrations/mailer";

/** At most this many lines are listed; the rest are counted. */
const LISTED = 10;

/**
 * The reminder of a cart left behind (issue 50), in the customer's language: the products still sold and in stock
 * (names as sold today), a link that puts them back in the cart, and one that stops the reminders in one click.
 */
export function cartReminderMail(
  to: { email: string; firstName: string | null; language: Lang },
  lines: { name: string; size: string | null; color: string | null; packCount: number | null; quantity: number }[],
  token: string,
  origin: string,
): Mail {
  const t = copies[to.language];
  const m = t.cartReminders.mail;
  const paths = pathsFor(to.language);
  const named = lines.map((l) => {
    const options = variantLabel(l, t.product.packOf);
    return m.line(l.quantity, options ? `${l.name} (${options})` : l.name);
  });
  return {
    to: to.email,
    subject: m.subject,
    text: [
      m.greeting(to.firstName ?? ""),
      "",
      m.intro,
      ...named.slice(0, LISTED),
      ...(named.length > LISTED ? [m.more(named.length - LISTED)] : []),
      "",
      m.restore(`${origin}${paths.savedCart({ c: token })}`),
      m.prices,
      "",
      m.stop(`${origin}${paths.savedCart({ c: token, parar: true })}`),
      "",
      m.signature,
    ].join("\n"),
  };
}
