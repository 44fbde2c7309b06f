import { copies } from "../../../shared/copy";
import type { Lang } from "../../../shared/languages";
import type { Mail } from "../../integrations/mailer";

/**
 * The return label's e-mail (issue 49): the withdrawal's customer prints the label the shop paid for, from the link
 * (which opens without signing in), in the order's language.
 */
export function returnLabelMail(p: { to: string; language: Lang; firstName: string; orderId: string; trackingCode: string; url: string }): Mail {
  const t = copies[p.language].orders;
  const m = t.fulfilmentMail;
  const number = t.number(p.orderId);
  return {
    to: p.to,
    subject: m.returnLabelSubject(number),
    text: [t.mail.greeting(p.firstName), "", m.returnLabel(number), m.returnLabelLink(p.url), m.returnLabelTracking(p.trackingCode), "", t.mail.signature].join(
      "\n",
    ),
  };
}
