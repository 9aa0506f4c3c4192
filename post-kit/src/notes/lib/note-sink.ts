import type { Note } from '@dash/shared-contracts';

/** Where a card's reply box hands a sent reply's note: the open notes list, when there is one. */
export type NoteSink = (note: Note) => void;
