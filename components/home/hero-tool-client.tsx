import { useId, useRef, useState, type FormEvent } from 'react';
import { Toaster, toast } from 'sonner';
import { saveHeroImage } from '@/components/home/hero-image-client';
import type { HomeCopy } from '@/content/pages/home';
import {
  generateHeroImage,
  isValidKey,
  KEY_STORAGE_NAME,
  keyFieldMessage,
  readStoredKey,
  storeKey,
} from '@/lib/browser/image-generation';
import { safeStorage } from '@/lib/browser/safe-storage';

type Status = 'idle' | 'generating' | 'success' | 'error';

const TOAST_ID = 'hero-tool';
const storage = safeStorage();

/**
 * The hero image tool: asks for a Gemini key only when no valid key is stored, validates it as the visitor
 * types, and sends a sanitized prompt. The key is saved only when the visitor ticks "Remember my key"; a browser
 * that does not let the site save anything (or is full) still gets the tool, for this visit, and a note saying so.
 * Loaded on the first toggle of the hero button; `words` are the page's language.
 */
export function HeroTool({ open, words }: { open: boolean; words: HomeCopy['heroTool'] }) {
  const id = useId();
  const [storedKey, setStoredKey] = useState<string | null>(() => readStoredKey(storage));
  const [canSave, setCanSave] = useState(() => storage.usable());
  const [remember, setRemember] = useState(false);
  const [key, setKey] = useState('');
  const [touched, setTouched] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');

  const keyMessage = storedKey ? null : keyFieldMessage(key, words.messages);
  const showKeyError = touched && keyMessage !== null;
  const keyReady = storedKey !== null || isValidKey(key);

  const keyField = useRef<HTMLInputElement>(null);
  const generating = status === 'generating';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (generating) return;
    // Generate stays reachable while it cannot run (aria-disabled, not disabled): pressed then, it says why, in the
    // key field, where the visitor can fix it.
    if (!keyReady) {
      setTouched(true);
      keyField.current?.focus();
      return;
    }
    const activeKey = storedKey ?? key.trim();
    setStatus('generating');
    setMessage('');
    // The toast is the one live region: it announces "Generating…" and then replaces it with the result.
    toast.loading(words.generating, { id: TOAST_ID });
    const result = await generateHeroImage(activeKey, prompt, words.messages);
    setMessage(result.message);
    if (result.ok) {
      // Not remembered, the key stays in the field for the rest of this visit.
      if (!storedKey && remember) {
        if (storeKey(storage, activeKey)) {
          setStoredKey(activeKey);
          setKey('');
        } else setCanSave(false);
      }
      if (!saveHeroImage(result.imageUrl)) setCanSave(false);
      setStatus('success');
      toast.success(result.message, { id: TOAST_ID });
    } else {
      setStatus('error');
      toast.error(result.message, { id: TOAST_ID });
    }
  };

  const forgetKey = () => {
    storage.removeItem(KEY_STORAGE_NAME);
    setStoredKey(null);
    setTouched(false);
  };

  return (
    <>
      <Toaster
        position="top-center"
        richColors
        closeButton
        containerAriaLabel={words.notifications}
        toastOptions={{ closeButtonAriaLabel: words.closeNotification }}
      />
      <form
        id="hero-tool"
        hidden={!open}
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
        className="mt-4 max-w-xl rounded-2xl bg-cream-50/95 p-5 shadow-lg ring-1 ring-cream-300 backdrop-blur"
        noValidate
      >
        <h2 id={`${id}-title`} className="font-sans text-lg font-semibold">
          {words.title}
        </h2>
        <p className="mt-1 text-sm text-charcoal-700">{words.intro}</p>
        {storedKey ? (
          <p className="mt-4 text-sm text-charcoal-700">
            {words.savedKey}{' '}
            <button
              type="button"
              onClick={forgetKey}
              className="font-semibold text-gold-700 underline underline-offset-2"
            >
              {words.otherKey}
            </button>
          </p>
        ) : (
          <div className="mt-4">
            <label htmlFor={`${id}-key`} className="block text-sm font-semibold text-charcoal-900">
              {words.keyLabel}
            </label>
            <input
              ref={keyField}
              id={`${id}-key`}
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={key}
              onChange={(e) => {
                setKey(e.target.value);
                setTouched(true);
              }}
              onBlur={() => setTouched(true)}
              aria-invalid={showKeyError}
              aria-describedby={showKeyError ? `${id}-key-error` : undefined}
              className={`mt-1 block w-full rounded-lg border-2 bg-white px-3 py-2 text-charcoal-900 ${showKeyError ? 'border-danger-700' : 'border-cream-300'}`}
            />
            {/* Present from the start, so the message is announced when it appears (on leaving the field, too). */}
            <div aria-live="polite">
              {showKeyError ? (
                <p id={`${id}-key-error`} className="mt-1 text-sm font-medium text-danger-700" data-testid="key-error">
                  {keyMessage}
                </p>
              ) : null}
            </div>
            {canSave ? (
              <>
                <label className="mt-2 flex w-fit items-center gap-2 text-sm text-charcoal-800">
                  <input
                    type="checkbox"
                    checked={remember}
                    onChange={(e) => setRemember(e.target.checked)}
                    aria-describedby={`${id}-remember-note`}
                    className="size-6 shrink-0 accent-charcoal-900"
                  />
                  {words.remember}
                </label>
                <p id={`${id}-remember-note`} className="mt-1 text-sm text-charcoal-700">
                  {words.rememberNote}
                </p>
              </>
            ) : null}
          </div>
        )}
        {canSave ? null : (
          <p className="mt-2 text-sm text-charcoal-700" data-testid="storage-note">
            {words.noStorage}
          </p>
        )}
        <label htmlFor={`${id}-prompt`} className="mt-4 block text-sm font-semibold text-charcoal-900">
          {words.promptLabel}
        </label>
        <textarea
          id={`${id}-prompt`}
          rows={2}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          placeholder={words.promptPlaceholder}
          className="mt-1 block w-full rounded-lg border-2 border-cream-300 bg-white px-3 py-2 text-charcoal-900"
        />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            // Not `disabled`: a disabled button loses focus when pressed (generating) and cannot be reached by Tab
            // before the form is ready; aria-disabled says the same to a screen reader and keeps both.
            aria-disabled={!keyReady || generating}
            className="inline-flex items-center rounded-full bg-charcoal-900 px-5 py-2.5 font-semibold text-cream-50 transition hover:bg-gold-700 aria-disabled:cursor-not-allowed aria-disabled:bg-charcoal-600"
          >
            {generating ? words.generatingButton : words.generate}
          </button>
          {/* Stays after the toast has gone; not a live region, since the toast already announced the message. */}
          <p
            data-testid="hero-tool-status"
            className={`text-sm font-medium ${status === 'error' ? 'text-danger-700' : 'text-charcoal-800'}`}
          >
            {generating ? words.generating : message}
          </p>
        </div>
      </form>
    </>
  );
}
