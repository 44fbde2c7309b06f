import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { msg, passwordSchema } from "../../../../shared/account-rules";
import { copy } from "../../../../shared/copy";
import { Field } from "../../../components/ui/field";
import { ApiError, client, unwrap } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { PasswordInput } from "../../auth/components/password-input";

const t = copy.account;
const schema = z
  .object({ currentPassword: z.string().min(1, msg.passwordRequired), newPassword: passwordSchema, confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { path: ["confirm"], message: msg.passwordsMismatch });
type Values = z.infer<typeof schema>;

/** DESIGN §6.2: MUDAR SENHA — current password, new one with the rule, confirmation; other sessions end. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { currentPassword: "", newPassword: "", confirm: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      await unwrap(client.api.account.password.$post({ json: { currentPassword: v.currentPassword, newPassword: v.newPassword } }));
      void toast.success(t.passwordChanged);
      form.reset();
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.field === "currentPassword") form.setError("currentPassword", { message: err.message });
      else void toast.error(err instanceof ApiError ? err.message : copy.auth.unexpected);
    }
  });
  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <Field label={label} error={errors[name]?.message}>
      {({ id, describedBy, invalid }) => <PasswordInput id={id} autoComplete={autoComplete} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...form.register(name)} />}
    </Field>
  );
  return (
    <Dialog.Root open={open} onOpenChange={(o) => { if (!o) form.reset(); onOpenChange(o); }}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">{t.passwordTitle}</Dialog.Title>
          <Dialog.Description className="mb-4 mt-1 text-sm text-stone-600">{t.passwordText}</Dialog.Description>
          <form noValidate onSubmit={submit} className="space-y-4">
            {field("currentPassword", t.currentPassword, "current-password")}
            {field("newPassword", t.newPassword, "new-password")}
            {field("confirm", copy.auth.confirmPassword, "new-password")}
            <div className="flex gap-2">
              <Dialog.Close className="btn-outline flex-1">{t.cancel}</Dialog.Close>
              <button type="submit" className="btn-primary flex-1" disabled={isSubmitting}>
                {t.passwordSave}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
