// The OTP feature's public entry: what other features may import (test/architecture/feature-entries.spec.ts).
export { OtpModule } from './otp.module';
export { OtpService } from './otp.service';
