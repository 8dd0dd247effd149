/**
 * Operator console answers (src/operations, src/around-batch/*-admin, src/platform admin routes).
 * Most are spelled out only as far as the console relies on them; the rest is JsonObject.
 */
import type { JsonObject } from './common';

/** GET /api/admin/dashboard */
export type DashboardFigures = JsonObject;

/** GET /api/admin/auto-workflow; PUT answers the new state. */
export interface AutoWorkflowState {
  /** null: never set (the default applies). */
  enabled: boolean | null;
  changed_by: string | null;
  changed_at: string | null;
}

/** GET /api/admin/support/rooms */
export interface SupportRoom {
  room: string;
  account_id: string;
  account_name: string | null;
  last_message: string | null;
  last_at: string | null;
  unread: number;
}

export interface SupportRooms {
  results: SupportRoom[];
}

/** PUT /api/admin/support/rooms/{room}/read */
export interface SupportRoomRead {
  room: string;
  unread: number;
}

/** GET /api/admin/projections */
export interface ProjectionsHealth {
  results: JsonObject[];
}
