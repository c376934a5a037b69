import fs from 'node:fs';
import { ruleError } from '../../core/errors.js';
import { STEP_FRAME, STEP_FRAME_SIZE } from './bridge-frames.js';
import type { BridgeSession } from './bridge-session.js';
import { VECTOR_FRAME, vectorFrameSize } from './bridge-vector-frames.js';

/**
 * Cuts the bridge's input into requests and answers each in order: a JSON line (up to `\n`; a
 * trailing `\r` and blank lines ignored, as `readline` did), a binary step frame of
 * {@link STEP_FRAME_SIZE} bytes when a request's first byte is {@link STEP_FRAME}, or a vector
 * frame (its size in its head) when it is {@link VECTOR_FRAME}. Any other
 * control byte where a request starts gets `bridge/bad-frame`, and the rest of its line is
 * skipped. Answers go to `write` (a JSON line with its newline, or an answer frame).
 *
 * @example
 * const reader = createBridgeReader(session, (bytes) => out.push(bytes));
 * reader.push(Buffer.from('{"id":1,"op":"hello"}\n'));
 * reader.end();
 * @internal
 */
export interface BridgeReader {
  push(chunk: Uint8Array): void;
  /** The input ended: a last line without its newline is answered; a cut frame is refused. */
  end(): void;
}

/**
 * Starts a {@link BridgeReader} for a session.
 *
 * @example
 * const reader = createBridgeReader(createBridgeSession(), (bytes) => fs.writeSync(1, bytes));
 * @internal
 */
export function createBridgeReader(session: BridgeSession, write: (answer: string | Uint8Array) => void): BridgeReader {
  let pending: Buffer = Buffer.alloc(0);
  const line = (bytes: Buffer): void => {
    const end = bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
    const text = bytes.toString('utf8', 0, end);
    if (text.trim() !== '') write(`${session.answer(text)}\n`);
  };
  const badStart = (byte: number): void => {
    const error = ruleError('bridge/bad-frame', `A request starts with '{' (a JSON line), byte ${STEP_FRAME} (a step frame) or ${VECTOR_FRAME} (a vector frame), not byte ${byte}.`, { details: { byte } });
    write(`${JSON.stringify({ id: null, ok: false, error })}\n`);
  };
  // A frame's refusal is a JSON line like any other: without its newline a client waits forever.
  const frame = (bytes: Uint8Array): void => {
    const answer = session.answerFrame(bytes);
    write(typeof answer === 'string' ? `${answer}\n` : answer);
  };
  // Answers every whole request in `bytes` and returns what is left of it (a request's start).
  const drain = (bytes: Buffer): Buffer => {
    let at = 0;
    while (at < bytes.length) {
      const first = bytes[at]!;
      if (first === STEP_FRAME) {
        if (bytes.length - at < STEP_FRAME_SIZE) break;
        frame(bytes.subarray(at, at + STEP_FRAME_SIZE));
        at += STEP_FRAME_SIZE;
        continue;
      }
      if (first === VECTOR_FRAME) {
        const size = vectorFrameSize(bytes.subarray(at));
        if (size === null || bytes.length - at < size) break;
        frame(bytes.subarray(at, at + size));
        at += size;
        continue;
      }
      const newline = bytes.indexOf(0x0a, at);
      if (newline < 0) break;
      if (!startsLine(first)) badStart(first);
      else line(bytes.subarray(at, newline));
      at = newline + 1;
    }
    return bytes.subarray(at);
  };
  return {
    push(chunk) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      // Copied only when a request was cut across reads; usually a read holds whole requests.
      const left = drain(pending.length === 0 ? bytes : Buffer.concat([pending, bytes]));
      pending = left.length === 0 ? Buffer.alloc(0) : Buffer.from(left);
    },
    end() {
      if (pending.length === 0) return;
      const rest = pending;
      pending = Buffer.alloc(0);
      if (rest[0] === STEP_FRAME || rest[0] === VECTOR_FRAME) frame(rest);
      else if (!startsLine(rest[0]!)) badStart(rest[0]!);
      else line(rest);
    },
  };
}

// A control byte other than white space (tab, newline, carriage return) cannot start a JSON line.
function startsLine(byte: number): boolean {
  return byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}

/**
 * Serves standard input and output of this process without streams or the event loop: a loop of
 * `fs.readSync` and `fs.writeSync`, one request answered per read when the client waits for each
 * answer. Returns `false`, having read nothing, where that is not possible (standard input not a
 * pipe or file, or not reopenable as `/proc/self/fd/0` on this platform): serve with streams then.
 * Returns `true` once standard input has closed.
 *
 * @example
 * if (!serveStdioSync(session)) serveStream(session, process.stdin, io);
 * @internal
 */
export function serveStdioSync(session: BridgeSession): boolean {
  const input = blockingStdin();
  if (input === null) return false;
  const reader = createBridgeReader(session, writeAll);
  const buffer = Buffer.allocUnsafe(1 << 16);
  try {
    for (;;) {
      const read = fs.readSync(input, buffer, 0, buffer.length, null);
      if (read === 0) break;
      // The reader keeps only a cut request's bytes (copied), so the buffer is reused at once.
      reader.push(buffer.subarray(0, read));
    }
    reader.end();
  } catch (error) {
    // The client closed its end of the answers: that is its choice, not a failure (as for `play | head`).
    if (error !== CLOSED) throw error;
  } finally {
    fs.closeSync(input);
  }
  return true;
}

// Node makes fd 0 non-blocking once `process.stdin` is touched (the CLI does at start), and a
// blocking read would then fail with EAGAIN; on Linux a pipe or file reopened through /proc has
// its own, blocking, open file description.
function blockingStdin(): number | null {
  if (process.platform !== 'linux') return null;
  try {
    const stat = fs.fstatSync(0);
    if (!stat.isFIFO() && !stat.isFile()) return null;
    return fs.openSync('/proc/self/fd/0', 'r');
  } catch {
    return null;
  }
}

const WAIT = new Int32Array(new SharedArrayBuffer(4));
const CLOSED = new Error('standard output closed');

function writeAll(answer: string | Uint8Array): void {
  let bytes = typeof answer === 'string' ? Buffer.from(answer, 'utf8') : answer;
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(fs.writeSync(1, bytes));
    } catch (error) {
      // A non-blocking standard output whose pipe is full: wait a moment for the reader.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') throw CLOSED;
      if (code !== 'EAGAIN') throw error;
      Atomics.wait(WAIT, 0, 0, 1);
    }
  }
}
