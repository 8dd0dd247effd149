import { hostname } from 'node:os';

/**
 * This process among the app's instances: its pid first (a truncated application_name keeps it),
 * then the host (a container's name in docker compose). Shown as the owner of each dispatcher.
 */
export function instanceName(): string {
  return `${process.pid}@${hostname()}`;
}
