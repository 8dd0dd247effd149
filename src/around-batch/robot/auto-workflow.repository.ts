import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../../platform/jobs/sql-repository';

export interface AutoWorkflowSetting {
  enabled: boolean;
  /** Account id of the staff member who set it; null while never set (off by default). */
  changed_by: string | null;
  changed_at: Date | null;
}

/** The global auto-workflow switch, kept as a history of changes (who and when); the latest is in force. */
@Injectable()
export class AutoWorkflowRepository extends SqlRepository {
  async current(): Promise<AutoWorkflowSetting> {
    const [row] = await this.sql<AutoWorkflowSetting>(
      `SELECT enabled, changed_by, changed_at FROM auto_workflow_changes ORDER BY id DESC LIMIT 1`,
    );
    return row ?? { enabled: false, changed_by: null, changed_at: null };
  }

  async set(enabled: boolean, by: string, at: Date): Promise<AutoWorkflowSetting> {
    await this.sql(`INSERT INTO auto_workflow_changes (enabled, changed_by, changed_at) VALUES ($1, $2, $3)`, [
      enabled,
      by,
      at,
    ]);
    return this.current();
  }
}
