// The chat feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { ChatModule } from './chat.module';
