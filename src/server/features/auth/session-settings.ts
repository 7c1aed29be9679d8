import type { AppDeps } from '../../app-deps';
import type { SessionSettings } from '../../platform/auth/sessions';

export function sessionSettings(deps: AppDeps): SessionSettings {
  return {
    db: deps.db,
    clock: deps.clock,
    ttlDays: deps.config.sessionTtlDays,
    secureCookies: deps.config.publicUrl.startsWith('https://'),
  };
}
