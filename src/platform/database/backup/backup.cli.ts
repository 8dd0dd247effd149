import 'reflect-metadata';
import { runBackupCommand } from './backup-commands';

// npm run backup [FILE]: docs/operations.md (Backups).
runBackupCommand();
