import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A stored image; the file lives at UPLOAD_DIR/{fileName} and is served from /uploads/{fileName}. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    format: text('format').notNull(),
    uploadType: text('upload_type', { enum: ['profile', 'experience', 'reaction', 'banner', 'cover'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

export type UploadRow = typeof uploads.$inferSelect;
