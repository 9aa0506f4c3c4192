// Makes the new-message chime (spec 2 §3 "Sound": name, file path, type audio/mpeg) once:
//   node mfe-messaging/scripts/make-sound.mjs /tmp/new-message.wav
//   lame -b 64 --silent /tmp/new-message.wav mfe-messaging/src/assets/new-message.mp3
// Two soft sine tones, A5 (880 Hz) then E6 (1318.5 Hz, a fifth up) 110 ms later, each with a 6 ms
// attack, an exponential decay and a faint octave partial for a bell-like colour; 0.45 s in all,
// peak about -9 dBFS, faded to silence at the end. Written as 16-bit mono PCM WAV at 44.1 kHz; the
// committed MP3 is that WAV encoded with `lame -b 64`. Deterministic: the same bytes every run.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 44_100;
const SECONDS = 0.45;
const PEAK = 0.35;
const NOTES = [
  { hz: 880, start: 0, decay: 0.09 },
  { hz: 1318.5, start: 0.11, decay: 0.12 },
];
const ATTACK = 0.006;
const FADE_OUT = 0.05;

function sample(t) {
  let value = 0;
  for (const note of NOTES) {
    const local = t - note.start;
    if (local < 0) continue;
    const envelope = Math.min(local / ATTACK, 1) * Math.exp(-local / note.decay);
    const phase = 2 * Math.PI * note.hz * local;
    value += envelope * (Math.sin(phase) + 0.12 * Math.sin(2 * phase));
  }
  const tail = Math.min((SECONDS - t) / FADE_OUT, 1);
  return (value / 1.12) * PEAK * Math.max(tail, 0);
}

export function makeWav() {
  const count = Math.round(RATE * SECONDS);
  const data = Buffer.alloc(count * 2);
  for (let i = 0; i < count; i += 1) {
    const s = Math.max(-1, Math.min(1, sample(i / RATE)));
    data.writeInt16LE(Math.round(s * 32_767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? path.join(os.tmpdir(), 'new-message.wav');
  writeFileSync(out, makeWav());
  console.log(`wrote ${out}`);
}
