// The one schema both drivers use; drizzle-kit reads this file to generate migrations.
export * from './content.ts';
export * from './billing.ts';
export * from './messages.ts';
export * from './accounts.ts';
export * from './system.ts';
export * from './study.ts';
export * from './playlists.ts';
export * from './groups.ts';
export * from './jobs.ts';
export * from './admin.ts';
export * from './staff-security.ts';
export * from './station-revisions.ts';
export * from './mock-exams.ts';
