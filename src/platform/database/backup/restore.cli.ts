import 'reflect-metadata';
import { runRestoreCommand } from './backup-commands';

// npm run restore FILE (into an empty database): docs/operations.md (Backups).
runRestoreCommand();
