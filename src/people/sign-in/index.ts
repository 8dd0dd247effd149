// The sign-in feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { SignInModule } from './sign-in.module';
