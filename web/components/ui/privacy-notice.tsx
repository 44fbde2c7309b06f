import { Link } from "react-router";
import { footerCopy } from "#copy/footer";

import { paths } from "../../../shared/paths";

/** GDPR art. 13: at each point of collection, a sentence on the use and a link to the privacy policy. */
export function PrivacyNotice({ text, className = "text-xs text-stone-600" }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {text}{" "}
      <Link to={paths.privacy} className="font-medium underline underline-offset-2">
        {footerCopy.privacyNotice.link}
      </Link>
      .
    </p>
  );
}
