import type { ContactMessageInput } from "../../../shared/contact";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema-mail";

export function contactMessagesRepo(db: Db) {
  return {
    /** Deletes the messages sent before `beforeIso` (the retention the privacy policy states); how many went. */
    async purgeBefore(beforeIso: string) {
      const r = await db.$client.prepare("DELETE FROM contact_messages WHERE created_at < ?1").bind(beforeIso).run();
      return r.meta.changes;
    },

    async insert(id: string, m: ContactMessageInput) {
      await db.insert(contactMessages).values({ id, name: m.name, email: m.email, subject: m.subject, message: m.message });
    },
  };
}
export type ContactMessagesRepo = ReturnType<typeof contactMessagesRepo>;
