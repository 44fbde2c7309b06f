import * as Menu from "@radix-ui/react-dropdown-menu";
import { useNavigate } from "react-router";
import { accountCopy } from "#copy/account";
import { paths } from "../../../../shared/paths";
import { signOutNow } from "../../../lib/auth-client";

const item = "cursor-pointer rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

/** Signed-in header: avatar with the e-mail's first letter (U if none) and the account menu. */
export default function UserMenu({ email }: { email: string }) {
  const navigate = useNavigate();
  const letter = (email.trim()[0] ?? "U").toUpperCase();
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={accountCopy.auth.accountMenu(email)}
        className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white hover:bg-brand-800"
      >
        {letter}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className="z-50 min-w-48 rounded-xl border border-stone-200 bg-white p-1 shadow-lg">
          <Menu.Label className="truncate px-3 py-2 text-xs text-stone-500">{email}</Menu.Label>
          <Menu.Item className={item} onSelect={() => navigate(paths.account)}>
            {accountCopy.auth.account}
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => navigate(paths.orders)}>
            {accountCopy.auth.orders}
          </Menu.Item>
          <Menu.Item className={item} onSelect={() => navigate(paths.myData)}>
            {accountCopy.auth.myData}
          </Menu.Item>
          <Menu.Separator className="my-1 h-px bg-stone-200" />
          <Menu.Item
            className={item}
            onSelect={async () => {
              await signOutNow();
              navigate(paths.home);
            }}
          >
            {accountCopy.auth.signOut}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
