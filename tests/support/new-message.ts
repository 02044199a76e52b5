// A message as the contact form's route hands it to the store, for tests that fill an inbox without posting.

import type { NewMessage } from "../../inbox/store.ts";

export const newMessage = (overrides: Partial<NewMessage> = {}): NewMessage => ({
  receivedAt: new Date().toISOString(),
  form: "contact",
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "Hello",
  userAgent: "test",
  clientHash: "0".repeat(64),
  spam: false,
  page: "/contact",
  ...overrides,
});
