import type { ContactMessageInput } from "../../../shared/contact";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";

export function contactMessagesRepo(db: Db) {
  return {
    async insert(id: string, m: ContactMessageInput) {
      await db.insert(contactMessages).values({ id, name: m.name, email: m.email, subject: m.subject, message: m.message });
    },
  };
}
export type ContactMessagesRepo = ReturnType<typeof contactMessagesRepo>;
