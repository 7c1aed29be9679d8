import { EventEmitter } from 'node:events';

/**
 * The in-process bus: every recorded event pokes the streams of this process. With the embedded database (one
 * process owns it) this is how streams learn of new events; its single connection runs the stream's read only after
 * the writing transaction has finished, so the read sees the committed rows. With PostgreSQL, streams listen to
 * NOTIFY instead (sent at commit, to every instance) and ignore these pokes.
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(0);

export type Poke = (userId: string, eventId: number) => void;

export function pokeLocalStreams(userId: string, eventId: number): void {
  if (emitter.listenerCount('poke') === 0) return;
  // After the caller's current step: the poke must never run inside the writer's call stack.
  setImmediate(() => emitter.emit('poke', userId, eventId));
}

export function onLocalPoke(listener: Poke): () => void {
  emitter.on('poke', listener);
  return () => emitter.off('poke', listener);
}
