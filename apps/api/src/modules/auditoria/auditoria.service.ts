// The audit log's reads, leader only (docs/domain.md, "Permissions"). Reads with no rule of their own
// (docs/development.md, "Layers"); the log is written only by lib/audit.ts.
import type { AuditoriaRow } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import * as repo from './auditoria.repository.js';

export const lista = (db: Db, filtro: repo.FiltroAuditoria): Promise<{ rows: AuditoriaRow[]; count: number }> =>
  repo.listAuditoria(db, filtro);

export const filtros = (db: Db) => repo.filtros(db);
