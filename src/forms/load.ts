import { useCallback, useEffect, useState } from 'react';
import { loaders } from 'virtual:forms';
import { addTexts, type TextSection } from '../i18n/i18n.ts';
import { onReconnect, RETRY_EVERY_MS } from '../lib/reconnect.ts';
import type { FormDefinition } from './spec.ts';

/*
 * Form definitions are their own small chunks (virtual:forms/<name>, made by the forms Vite plugin for
 * the market of the build): a screen names its form and gets the definition when it is first needed.
 */

export type DefinitionState =
  | { state: 'loading' }
  | { state: 'ready'; definition: FormDefinition }
  | { state: 'failed'; retry: () => void };

const cache = new Map<string, FormDefinition>();

export async function loadDefinition(name: string): Promise<FormDefinition> {
  const cached = cache.get(name);
  if (cached) return cached;
  const load = loaders[name];
  if (!load) throw new Error(`No form "${name}" in this market's schemas`);
  const loaded = (await load()) as { definition: FormDefinition; texts: TextSection };
  // The form's labels, options and messages travel with it (scripts/forms/vite-plugin.ts).
  addTexts(loaded.texts);
  const { definition } = loaded;
  cache.set(name, definition);
  return definition;
}

export const formNames = (): string[] => Object.keys(loaders);

export function useFormDefinition(name: string): DefinitionState {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ name: string; definition: FormDefinition | null; failed: boolean }>(
    () => ({ name, definition: cache.get(name) ?? null, failed: false }),
  );
  useEffect(() => {
    if (!name || cache.has(name)) return;
    let current = true;
    loadDefinition(name).then(
      (definition) => current && setResult({ name, definition, failed: false }),
      () => current && setResult({ name, definition: null, failed: true }),
    );
    return () => {
      current = false;
    };
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- `attempt` is the retry trigger
  }, [name, attempt]);
  const definition = cache.get(name) ?? (result.name === name ? result.definition : null);
  const failed = !definition && result.name === name && result.failed;
  const retry = useCallback(() => {
    setResult({ name, definition: null, failed: false });
    setAttempt((n) => n + 1);
  }, [name]);
  // A form whose file did not download (offline) is fetched again by itself when the connection is back,
  // as a screen's code is (src/ui/retrying-lazy.tsx), quietly: the failure stays on screen until the form
  // is there (no spinner every tick on a network that carries nothing). The draft is untouched meanwhile.
  const fetchAgain = useCallback(() => {
    loadDefinition(name).then(
      (loaded) => setResult({ name, definition: loaded, failed: false }),
      () => undefined, // still failing: the next `online` event, tick or tap tries again
    );
  }, [name]);
  useEffect(() => (failed ? onReconnect(fetchAgain, RETRY_EVERY_MS) : undefined), [failed, fetchAgain]);
  if (definition) return { state: 'ready', definition };
  if (failed) return { state: 'failed', retry };
  return { state: 'loading' };
}
