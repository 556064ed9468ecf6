// Short WebAudio tones for scanning by ear: a high short beep when a serial was taken, a low double
// tone when it is unknown or cannot be used here. No audio files to download or cache.
let context: AudioContext | null = null;

declare global {
  interface Window {
    /** Safari before 14.1. */
    webkitAudioContext?: typeof AudioContext;
  }
}

function audio(): AudioContext | null {
  try {
    const Ctor = window.AudioContext ?? window.webkitAudioContext;
    if (!Ctor) return null;
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume();
    return context;
  } catch {
    return null;
  }
}

function tone(ctx: AudioContext, frequency: number, startAt: number, duration: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'square';
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, startAt);
  gain.gain.exponentialRampToValueAtTime(0.2, startAt + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, startAt + duration);
  osc.connect(gain).connect(ctx.destination);
  osc.start(startAt);
  osc.stop(startAt + duration + 0.02);
}

export function beep(kind: 'ok' | 'error'): void {
  const ctx = audio();
  if (!ctx) return;
  const t = ctx.currentTime;
  if (kind === 'ok') tone(ctx, 1760, t, 0.09);
  else {
    tone(ctx, 330, t, 0.14);
    tone(ctx, 220, t + 0.18, 0.2);
  }
}
