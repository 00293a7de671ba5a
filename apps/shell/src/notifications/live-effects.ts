import { NOTIFICATION_HIGHLIGHT_MS, NOTIFICATION_SOUND_VOLUME } from '@harman/contracts';

let audio: AudioContext | null = null;
let interacted = false;

/**
 * Browsers only let a page play sound after the user has interacted with it: the audio context is made on the
 * first pointer or key press, and until then an arrival is silent (no error).
 */
export function armSoundOnFirstInteraction(): () => void {
  const arm = () => {
    interacted = true;
    try {
      const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      audio ??= Context ? new Context() : null;
      void audio?.resume().catch(() => undefined);
    } catch {
      audio = null;
    }
  };
  const events = ['pointerdown', 'keydown'] as const;
  for (const name of events) window.addEventListener(name, arm, { once: true, capture: true });
  return () => {
    for (const name of events) window.removeEventListener(name, arm, { capture: true });
  };
}

/** A short two-note chime at volume 0.5 (spec §9), made with WebAudio: no file to download. */
export function playChime(): boolean {
  if (!interacted || !audio || audio.state !== 'running') return false;
  try {
    const gain = audio.createGain();
    gain.gain.value = NOTIFICATION_SOUND_VOLUME;
    gain.connect(audio.destination);
    const start = audio.currentTime;
    [880, 1320].forEach((frequency, index) => {
      const tone = audio!.createOscillator();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(start + index * 0.12);
      tone.stop(start + index * 0.12 + 0.1);
    });
    return true;
  } catch {
    return false;
  }
}

const HIGHLIGHT_CLASS = 'notification-highlight';
let highlightTimer: ReturnType<typeof setTimeout> | undefined;

/** The page body highlighted for 1 second (spec §4). */
export function highlightPage(): void {
  document.body.classList.add(HIGHLIGHT_CLASS);
  clearTimeout(highlightTimer);
  highlightTimer = setTimeout(() => document.body.classList.remove(HIGHLIGHT_CLASS), NOTIFICATION_HIGHLIGHT_MS);
}
