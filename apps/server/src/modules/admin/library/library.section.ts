// The Library section of the back office, ready to register inside the staff scope
// (admin.module.ts; docs/admin.md, 'The library').
import path from 'node:path';
import type { AppContext } from '../../../context.ts';
import type { AuditService } from '../audit.service.ts';
import { libraryRoutes } from './library.routes.ts';
import { createLibraryTransferService } from './library-transfer.service.ts';
import { createLibraryService } from './library.service.ts';

export function librarySection(ctx: AppContext, audit: AuditService) {
  const deps = {
    db: ctx.db,
    clock: ctx.clock,
    events: ctx.events,
    audit,
    stationsDir: path.join(ctx.config.CONTENT_DIR, 'stations'),
  };
  return libraryRoutes(createLibraryService(deps), createLibraryTransferService(deps));
}
