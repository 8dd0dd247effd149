import 'reflect-metadata';
import { runRebuildCommand } from './platform/projections/rebuild/rebuild-command';
import { rebuildableReadModels } from './read-models';

// `npm run projections:rebuild -- <name>`; README: src/platform/projections/README.md (Rebuild).
runRebuildCommand(rebuildableReadModels);
