import { useEffect, useState } from 'react';
import type { PublicConfig } from '@contracts/accounts';
import { http } from './http';

let loaded: Promise<PublicConfig | null> | undefined;

/** GET /api/config once per console load (the tracking link template, hosts); null until read or when unreadable. */
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    let live = true;
    loaded ??= http.request<PublicConfig>('GET', '/api/config').catch(() => null);
    void loaded.then((c) => {
      if (live) setConfig(c);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
